import { type ReactNode, useEffect } from "react";
import { useSearchParams } from "react-router";
import { EmptyState, Pager, Results } from "./states.tsx";
import type { ApiData } from "./use-api-data.ts";

/** A link in a list's item (a reply, a call, a search): a 44 px target, underlined as a link. */
export const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-byzantine-700 underline underline-offset-2 hover:text-byzantine-900";

/** The last page an address may ask for: the API's largest offset, whatever the page size. */
const maxPage = 50_000;

/**
 * An office list's tab, search and page, kept in the address (replacing the entry): a reload, Back
 * or a link returns to the same page of it. The default tab, an empty search and the first page
 * are left out of the address.
 */
export function useListAddress<State extends string>(states: readonly State[], defaultState: State) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("state");
  const state = states.find((one) => one === asked) ?? defaultState;
  const q = params.get("q") ?? "";
  const page = Math.min(Math.max(1, Math.floor(Number(params.get("page"))) || 1), maxPage);
  const show = (next: { state?: State; q?: string; page?: number }) => {
    const address = new URLSearchParams();
    const nextState = next.state ?? state;
    const nextQ = next.q ?? q;
    if (nextState !== defaultState) address.set("state", nextState);
    if (nextQ) address.set("q", nextQ);
    if ((next.page ?? 1) > 1) address.set("page", String(next.page));
    setParams(address, { replace: true });
  };
  return { state, q, page, show };
}

type PagedListProps<T> = {
  data: ApiData<T[]>;
  page: number;
  pageSize: number;
  /** Goes to a page of the list (the address), the focus to its count. */
  onPage(page: number): void;
  /** The count above the list, given how many the whole list holds. */
  counted(total: number): string;
  /** What an empty list says, and what it offers to do about it. */
  empty: string;
  emptyAction?: ReactNode;
  /** The list's name for a screen reader (the tab it is). */
  label: string;
  /** The Pager's words for this list ('Previous {{n}}', 'Next {{n}}'). */
  words: { previous: string; next: string };
  children(item: T): ReactNode;
};

/**
 * A list the API answers a page at a time with its total (Messages, Accounts): its count, read out
 * when it changes, the page's items or what an empty list says, and the pages before and after.
 * An address asking for a page past the last (a bookmark, or the last item of the last page gone)
 * shows the last page there is, rather than an empty one that counts items it does not show.
 */
export function PagedList<T>({
  data,
  page,
  pageSize,
  onPage,
  counted,
  empty,
  emptyAction,
  label,
  words,
  children,
}: PagedListProps<T>) {
  const total = data.total;
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const pastTheEnd = data.status === "ready" && total !== undefined && page > lastPage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `onPage` is remade each render; the page is what matters.
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage);
  }, [pastTheEnd, lastPage]);
  return (
    <Results data={data}>
      {(list) => {
        const all = total ?? list.length;
        return (
          <>
            <p data-results-focus tabIndex={-1} className="mb-3 text-neutral-700" aria-live="polite">
              {counted(all)}
            </p>
            {all === 0 ? (
              <>
                <EmptyState>{empty}</EmptyState>
                {emptyAction}
              </>
            ) : (
              <ul className="flex flex-col gap-4" aria-label={label}>
                {list.map(children)}
              </ul>
            )}
            <Pager
              page={page}
              pageSize={pageSize}
              words={words}
              shown={list.length}
              total={all}
              onPage={(next) => {
                onPage(next);
                document.querySelector<HTMLElement>("[data-results-focus]")?.focus();
              }}
            />
          </>
        );
      }}
    </Results>
  );
}
