import { startTransition, useEffect, useState } from "react";

/** Set once the first page of a visit has hydrated: later pages render in the browser only. */
let pageHydrated = false;

/** Called by the document's layout once the first page has hydrated (root.tsx). */
export function markPageHydrated() {
  pageHydrated = true;
}

/**
 * False while a page is pre-rendered and while the browser hydrates it, true from the render
 * right after: for parts that must look in the pre-rendered HTML exactly as before they start
 * (a placeholder) and only then load and render their code.
 *
 * The switch is a transition, not the synchronous re-render a store would force, so React renders
 * it in slices between other work: on /el/calendar the forced re-render was one 57 ms task right
 * after hydration (≈ 230 ms on Lighthouse's phone). The placeholder is still replaced by the
 * Suspense fallback's copy of it, and that by the calendar's own while it works out today's date
 * (three identical skeletons in a row, checked with a MutationObserver, before and after).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
