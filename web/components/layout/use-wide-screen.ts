import { useSyncExternalStore } from "react";

/** Where the site's layout turns from a phone's to a desktop's: Tailwind's `md` (48rem). */
const desktopBreakpoint = 768;
export const wideScreenQuery = `(min-width: ${desktopBreakpoint}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(wideScreenQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const isWide = () => window.matchMedia(wideScreenQuery).matches;
// Nothing of what uses it is pre-rendered; were it, the HTML would be a desktop's.
const onServer = () => true;

/**
 * Whether the window is a desktop's (from 768 px wide), following it as it changes. For parts that
 * lay out a list as a table or as cards: drawing only the one shown, where hiding the other with
 * CSS drew every row twice (the office's dashboard at ten years: about 700 rows, twice).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, onServer);
}
