import { startTransition, useEffect, useState } from "react";
import { londonDate } from "../../../contracts/time.ts";

/**
 * Today's date in London (YYYY-MM-DD), known after mount; null until then, as the page is
 * pre-rendered. It is worked out in a task of its own: the page's first time-zone format starts
 * the browser's date formatting (ICU), 50–130 ms of a slow phone's main thread, which in the
 * effect itself lengthened the task that mounts the whole page. The answer arrives as a
 * transition, so the grid or list that replaces the skeleton can be paused for input.
 */
export function useLondonToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const now = londonDate(new Date());
      startTransition(() => setToday(now));
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return today;
}
