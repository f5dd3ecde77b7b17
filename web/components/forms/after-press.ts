/**
 * Resolves when no pointer is pressed on the page and the press's click has been delivered.
 *
 * A field is checked as it is left (the spec's "once touched"), and its message appears above
 * it, moving everything below down by a line. Leaving a field by pressing a button or a box
 * below it moved that target between press and release, so the click landed beside it and
 * nothing happened (seen in CI, and on a phone's consent box). The forms' validation waits on
 * this, so a message that a press brings shows once the press has done what it was meant to.
 */
export function afterPress(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}

/** A tap's click comes after its pointerup; a press that ends in no click (a scroll) ends here. */
const noClickAfter = 500;
/** A press whose end the page never hears of (one on a scroll bar) holds nothing longer. */
const longestPress = 2000;

let watching = false;
let pressed = false;
let waiting: (() => void)[] = [];
let fallback: ReturnType<typeof setTimeout> | undefined;

function release() {
  clearTimeout(fallback);
  pressed = false;
  const resolvers = waiting;
  waiting = [];
  for (const resolve of resolvers) resolve();
}

/** Starts following presses (once for the page); a form's hook calls it as it mounts. */
export function watchPresses() {
  if (watching || typeof document === "undefined") return;
  watching = true;
  const options = { capture: true, passive: true } as const;
  document.addEventListener(
    "pointerdown",
    () => {
      clearTimeout(fallback);
      fallback = setTimeout(release, longestPress);
      pressed = true;
    },
    options,
  );
  const ending = () => {
    clearTimeout(fallback);
    fallback = setTimeout(release, noClickAfter);
  };
  document.addEventListener("pointerup", ending, options);
  document.addEventListener("pointercancel", ending, options);
  // After the click's own listeners: a submit starts its validation, which waits for this too.
  document.addEventListener("click", () => setTimeout(release, 0), options);
}
