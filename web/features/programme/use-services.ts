import { startTransition, useEffect, useState } from "react";
import type { ServiceEntry } from "../../../contracts/programme.ts";
import { api } from "../../app/api-client.ts";
import { useLanguage } from "../../app/use-language.ts";

export type ServicesState =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; services: ServiceEntry[] };

/** The services between two London dates (inclusive), fetched in the page language. */
export function useServices(from: string | null, to: string | null): ServicesState {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ServicesState>({ status: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is what makes Retry fetch again
  useEffect(() => {
    if (!from || !to) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    api<ServiceEntry[]>(`/api/services?from=${from}&to=${to}&lang=${language}`, { signal: controller.signal })
      // Filling a month (or the list) with services is a transition, so it never blocks input.
      .then((services) => startTransition(() => setState({ status: "ready", services })))
      .catch((error: Error) => {
        if (error.name === "AbortError") return;
        setState({ status: "error", retry: () => setAttempt((n) => n + 1) });
      });
    return () => controller.abort();
  }, [from, to, language, attempt]);
  return state;
}
