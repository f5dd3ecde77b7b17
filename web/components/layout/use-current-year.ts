import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
const builtYear = () => __BUILD_YEAR__;

/**
 * This year, for the footer. The pages are pre-rendered once and served for years, so hydration
 * starts from the year of the build (what the HTML says) and React moves to the visitor's year
 * straight after; a year read at render time differed from the HTML's every January after a
 * build and made React discard the whole page to draw it again.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, builtYear);
}
