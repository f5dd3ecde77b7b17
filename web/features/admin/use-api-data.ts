import { useCallback, useEffect, useState } from "react";
import { totalCountHeader } from "../../../contracts/admin.ts";
import { ApiError, api } from "../../app/api-client.ts";

/** `total`: how many the whole list holds, when the answer is one page of it (X-Total-Count). */
export type ApiData<T> = (
  | { status: "loading"; data: T | undefined; error: undefined; reload(): void }
  | { status: "ready"; data: T; error: undefined; reload(): void }
  | { status: "error"; data: T | undefined; error: ApiError; reload(): void }
) & { total?: number };

/**
 * GETs `path` (again whenever it changes or `reload()` is called), keeping the last data while
 * loading. With `refreshOnReturn`, also when the office comes back to the tab: a dashboard left
 * open all morning otherwise still showed the requests of the moment it was opened.
 */
export function useApiData<T>(path: string | null, options: { refreshOnReturn?: boolean } = {}): ApiData<T> {
  const [state, setState] = useState<{ data?: T; total?: number; error?: ApiError; loading: boolean }>({
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const { refreshOnReturn = false } = options;

  useEffect(() => {
    if (!refreshOnReturn) return;
    const onReturn = () => {
      if (document.visibilityState === "visible") reload();
    };
    document.addEventListener("visibilitychange", onReturn);
    return () => document.removeEventListener("visibilitychange", onReturn);
  }, [refreshOnReturn, reload]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `generation` asks for the same path again.
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, total: previous.total, loading: true }));
    let total: number | undefined;
    const onHeaders = (headers: Headers) => {
      const count = headers.get(totalCountHeader);
      total = count === null ? undefined : Number(count);
    };
    api<T>(path, { signal: controller.signal, onHeaders })
      .then((data) => setState({ data, total, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          data: previous.data,
          total: previous.total,
          loading: false,
          error: error instanceof ApiError ? error : new ApiError(0, "NETWORK", String(error)),
        }));
      });
    return () => controller.abort();
  }, [path, generation]);

  const { total } = state;
  if (state.error) return { status: "error", data: state.data, error: state.error, reload, total };
  if (state.loading || state.data === undefined)
    return { status: "loading", data: state.data, error: undefined, reload, total };
  return { status: "ready", data: state.data, error: undefined, reload, total };
}

/**
 * Several answers as one, for a page drawn from all of them: failed if one failed (Retry reads
 * them all again), loading until each has an answer, the last answers kept while the next load.
 */
export function combineApiData<T extends unknown[]>(parts: { [K in keyof T]: ApiData<T[K]> }): ApiData<T> {
  const list = parts as ApiData<unknown>[];
  const reload = () => {
    for (const part of list) part.reload();
  };
  const data = list.every((part) => part.data !== undefined)
    ? (list.map((part) => part.data) as T)
    : undefined;
  const failed = list.find((part) => part.status === "error");
  if (failed?.error) return { status: "error", data, error: failed.error, reload };
  if (data === undefined || list.some((part) => part.status === "loading"))
    return { status: "loading", data, error: undefined, reload };
  return { status: "ready", data, error: undefined, reload };
}
