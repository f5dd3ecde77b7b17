import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core with the WCAG 2.0/2.1 A and AA and 2.2 AA rules on the page as it is now (or on the part
 * `within` selects): no violations. A toast is judged in full view: one still fading in or out is
 * partly transparent, and axe would measure its text's contrast mid-way (a success toast fading
 * after its 3 seconds, on the confirmation page, in a local run).
 */
export async function expectNoViolations(page: Page, label: string, within?: string) {
  await expect
    .poll(() =>
      page
        .locator("[data-sonner-toast]")
        .evaluateAll((toasts) => toasts.every((toast) => getComputedStyle(toast).opacity === "1")),
    )
    .toBe(true);
  const axe = new AxeBuilder({ page }).withTags(wcagTags);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}${violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : ""}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
  // axe no longer checks it, but a label, an error link or aria-describedby naming a repeated id
  // points at the first element with it: another form's field.
  const repeatedIds = await page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });
  expect(repeatedIds, `ids used more than once on ${label}`).toEqual([]);
}
