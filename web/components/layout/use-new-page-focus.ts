import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long a page that draws its heading late (a guard checking the session) is waited for. */
const headingWaitMs = 3000;

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>("h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a move to another page: scroll to the top and put the focus on the new page's heading, so a
 * screen reader announces the page and the next Tab starts in it (without this the focus stays on
 * the header's link or falls to <body>). Left alone: the first load (and the language switcher, which
 * loads the document again), a change of the query or hash only, and a page that has already
 * placed the focus inside <main> itself (and with it the view).
 */
export function useNewPageFocus(mainId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === pathname) return;
    const main = document.getElementById(mainId);
    // A page that placed the focus itself (the review's "Change" opens the form at that part) has
    // placed the view too: scrolled to the top, the focused field was a screen or more below.
    if (main?.contains(document.activeElement) && document.activeElement !== main) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
    if (!main) return;
    if (focusHeading(main)) return;
    // The heading is not drawn yet: wait for it, unless the visitor moves the focus first.
    const focusedBefore = document.activeElement;
    const observer = new MutationObserver(() => {
      if (document.activeElement !== focusedBefore || focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), headingWaitMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
