import { useSearchParams } from "react-router";
import { inApiYears } from "../../../contracts/dates.ts";

/**
 * A date in the address outside the years the API takes: a year typed with two digits (01/01/27
 * is the year 27) or still being typed (0002, 0020, 0202 on the way to 2027).
 */
const outsideApiYears = (day: string) => Boolean(day) && !inApiYears(Number(day.slice(0, 4)));

/**
 * An office list's filters kept in the page's address (replacing the entry, not adding one), so
 * Back from a booking, a reload or a link from the dashboard returns to the same list.
 */
export function useFilterParams<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";

  /**
   * Sets one parameter, a filter or another (the open booking, the tab, the page); empty removes
   * it. A filter changed starts the list again at its first page.
   */
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if ((keys as readonly string[]).includes(key)) next.delete("page");
        return next;
      },
      { replace: true },
    );

  /** Every filter emptied at once; other parameters stay. */
  const clearFilters = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of keys) next.delete(key);
        next.delete("page");
        return next;
      },
      { replace: true },
    );

  return {
    params,
    /** The filters as the API takes them. */
    query,
    filtered: query.size > 0,
    from,
    to,
    /**
     * What is wrong with the dates, said beside them rather than as a failed load: a year outside
     * the API's, or the dates the wrong way round. The list is asked for only when nothing is.
     */
    dateProblems: dateProblems(from, to),
    setParam,
    clearFilters,
  };
}

export type DateProblems = {
  from?: "validation.dateRange";
  to?: "validation.dateRange" | "admin.errors.rangeOrder";
  /** Whether the list can be asked for with these dates. */
  usable: boolean;
};

export function dateProblems(from: string, to: string): DateProblems {
  const problems: DateProblems = { usable: true };
  if (outsideApiYears(from)) problems.from = "validation.dateRange";
  if (outsideApiYears(to)) problems.to = "validation.dateRange";
  else if (from && to && !problems.from && from > to) problems.to = "admin.errors.rangeOrder";
  problems.usable = !problems.from && !problems.to;
  return problems;
}
