import { startTransition, useEffect, useState } from "react";
import { londonDate } from "../../../contracts/time.ts";

/** How often a page left open looks whether London's date has moved on. */
const checkEvery = 60_000;

/**
 * Today's date in London (YYYY-MM-DD), known after mount; null until then, as the page is
 * pre-rendered. It is worked out in a task of its own: the page's first time-zone format starts
 * the browser's date formatting (ICU), 50–130 ms of a slow phone's main thread, which in the
 * effect itself lengthened the task that mounts the whole page. The answer arrives as a
 * transition, so the grid or list that replaces the skeleton can be paused for input.
 *
 * A page left open (a screen in the church hall, a tab kept overnight, a phone woken in the
 * morning) moves on with London's midnight: the date is looked at again every minute and when the
 * page is shown again, and React ignores an answer that has not changed.
 */
export function useLondonToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    const check = () => {
      const now = londonDate(new Date());
      startTransition(() => setToday(now));
    };
    const first = setTimeout(check, 0);
    const every = setInterval(check, checkEvery);
    document.addEventListener("visibilitychange", check);
    return () => {
      clearTimeout(first);
      clearInterval(every);
      document.removeEventListener("visibilitychange", check);
    };
  }, []);
  return today;
}
