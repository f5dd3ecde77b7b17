import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Whether the focused element shows where focus is: an outline on it, or a focus ring (a box
 * shadow with a spread, as Tailwind's ring-* draws) on it or on the group that wraps it.
 */
export async function focusIsVisible(page: Page): Promise<true | string> {
  return page.evaluate(() => {
    let node = document.activeElement;
    if (!node || node === document.body) return "nothing has focus";
    const label = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""} "${(node.textContent ?? "").trim().slice(0, 40)}"`;
    for (let depth = 0; node && depth < 3; node = node.parentElement, depth++) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) return true;
      if (/0px 0px 0px [1-9]/.test(style.boxShadow)) return true;
    }
    return `no visible focus on ${label}`;
  });
}

/** Presses Tab (and nothing else) until `target` has focus, checking every stop shows its focus. */
export async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press("Tab");
    expect(await focusIsVisible(page)).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}

/**
 * Presses Tab from the top of the page to its last control, and gives each stop that showed no
 * focus (none, when every control shows it). Stops where the focus leaves the page.
 */
export async function tabStopsWithoutFocus(page: Page, limit = 250): Promise<string[]> {
  const missing: string[] = [];
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press("Tab");
    // Past the last control the focus goes to the browser: to <body>, or the page loses it.
    const left = await page.evaluate(
      () => !document.hasFocus() || !document.activeElement || document.activeElement === document.body,
    );
    if (left) return missing;
    const shown = await focusIsVisible(page);
    if (shown !== true) missing.push(shown);
  }
  throw new Error(`the focus was still in the page after ${limit} presses of Tab`);
}
