import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

async function swipe(page: Page, selector: string, fromX: number, toX: number) {
  await page.evaluate(
    ({ selector, fromX, toX }) => {
      const target = document.querySelector(selector);
      if (!target) throw new Error(`no ${selector}`);
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 200 });
      target.dispatchEvent(
        new TouchEvent("touchstart", {
          bubbles: true,
          touches: [touch(fromX)],
          changedTouches: [touch(fromX)],
        }),
      );
      for (let step = 1; step <= 5; step++) {
        const x = fromX + ((toX - fromX) * step) / 5;
        target.dispatchEvent(
          new TouchEvent("touchmove", { bubbles: true, touches: [touch(x)], changedTouches: [touch(x)] }),
        );
      }
      target.dispatchEvent(
        new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(toX)] }),
      );
    },
    { selector, fromX, toX },
  );
}

test.describe("phone menu", () => {
  test("is closed at start, opens with the button and closes on navigation", async ({ page }) => {
    await page.goto("/en/home");
    const menu = page.getByTestId("side-menu");
    await expect(menu).toBeHidden();
    await page.getByTestId("menu-button").click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Find Us" }).click();
    await expect(page).toHaveURL(/\/en\/find-us$/);
    await expect(menu).toBeHidden();
  });

  test("hands the focus to the new page's heading, not back to the menu button", async ({ page }) => {
    await page.goto("/el/home");
    await page.getByTestId("menu-button").click();
    await page.getByTestId("side-menu").getByRole("link", { name: "Επικοινωνία" }).press("Enter");
    await expect(page).toHaveURL(/\/el\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("closes on a swipe left", async ({ page }) => {
    await page.goto("/el/home");
    await page.getByTestId("menu-button").click();
    await expect(page.getByTestId("side-menu")).toBeVisible();
    await swipe(page, "[data-testid=side-menu]", 200, 150);
    await expect(page.getByTestId("side-menu")).toBeHidden();
  });

  test("closes when the window becomes 768 px wide or more", async ({ page }) => {
    await page.goto("/en/home");
    await page.getByTestId("menu-button").click();
    await expect(page.getByTestId("side-menu")).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByTestId("side-menu")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });

  test("closes with Escape and gives focus back to the button", async ({ page }) => {
    await page.goto("/en/home");
    await page.getByTestId("menu-button").click();
    await expect(page.getByTestId("side-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("side-menu")).toBeHidden();
    await expect(page.getByTestId("menu-button")).toBeFocused();
  });
});

test.describe("phone header", () => {
  for (const [language, name, signIn, other] of [
    ["en", "St Nicholas, Enfield", "Log in", "Ελληνικά"],
    ["el", "Άγιος Νικόλαος Ένφιλντ", "Σύνδεση", "English"],
  ] as const) {
    // 320 px is WCAG 1.4.10's reflow width (a 1280 px screen zoomed to 400 %): there the name
    // was cut to "Άγιος Νικόλα…" and "St Nicho…".
    for (const width of [375, 320]) {
      test(`shows the church's whole name at ${width} px in ${language}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(`/${language}/home`);
        const header = page.getByRole("banner");
        await expect(header.getByRole("link", { name: signIn })).toBeVisible();
        await expect(header.getByRole("link", { name: new RegExp(other) })).toBeVisible();
        const brand = header.getByRole("link", { name });
        await expect(brand).toBeVisible();
        const clipped = await brand
          .locator("span")
          .evaluate(
            (span) => span.scrollHeight > span.clientHeight + 1 || span.scrollWidth > span.clientWidth + 1,
          );
        expect(clipped).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});
