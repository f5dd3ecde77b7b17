import { useCallback, useEffect, useState } from "react";
import { ApiError, api } from "../../app/api-client.ts";

export type ApiData<T> =
  | { status: "loading"; data: T | undefined; error: undefined; reload(): void }
  | { status: "ready"; data: T; error: undefined; reload(): void }
  | { status: "error"; data: T | undefined; error: ApiError; reload(): void };

/** GETs `path` (again whenever it changes or `reload()` is called), keeping the last data while loading. */
export function useApiData<T>(path: string | null): ApiData<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `generation` asks for the same path again.
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, loading: true }));
    api<T>(path, { signal: controller.signal })
      .then((data) => setState({ data, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          data: previous.data,
          loading: false,
          error: error instanceof ApiError ? error : new ApiError(0, "NETWORK", String(error)),
        }));
      });
    return () => controller.abort();
  }, [path, generation]);

  if (state.error) return { status: "error", data: state.data, error: state.error, reload };
  if (state.loading || state.data === undefined)
    return { status: "loading", data: state.data, error: undefined, reload };
  return { status: "ready", data: state.data, error: undefined, reload };
}
