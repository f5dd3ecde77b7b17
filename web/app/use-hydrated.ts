import { startTransition, useEffect, useState } from "react";

/** Set once the first page of a visit has hydrated: later pages render in the browser only. */
let pageHydrated = false;

/**
 * False while a page is pre-rendered and while the browser hydrates it, true from the render
 * right after: for parts that must look in the pre-rendered HTML exactly as before they start
 * (a placeholder) and only then load and render their code.
 *
 * The switch is a transition, not the synchronous re-render a store would force: React renders it
 * in slices between other work, and while the new part's code loads it keeps the placeholder on
 * screen instead of replacing it with an identical fallback. On /el/calendar that replacement
 * and the re-render around it were one 57 ms task right after hydration (≈ 230 ms on
 * Lighthouse's phone).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
