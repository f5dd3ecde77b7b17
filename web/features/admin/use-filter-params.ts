import { useSearchParams } from "react-router";

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
    /** The dates the wrong way round: checked here, beside them, not as a failed load. */
    reversed: Boolean(from && to && from > to),
    setParam,
    clearFilters,
  };
}
