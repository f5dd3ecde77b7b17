import { test } from "./fixtures.ts";
import { officeSlot, verifiedMember } from "./people.ts";

for (const width of [375, 1280]) {
  test(`probe dashboard ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await verifiedMember(page, "el");
    await page.goto("/el/dashboard");
    await page.getByRole("link", { name: "Κράτηση χρίσματος" }).waitFor();
    await page.screenshot({ path: `/tmp/probe-dash-${width}.png` });
  });
  test(`probe fasting ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1400 });
    await page.clock.setFixedTime(new Date("2027-08-03T12:00:00Z"));
    await page.goto("/el/programme");
    await page.getByTestId("month-fasting").waitFor();
    await page.getByTestId("month-fasting").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/probe-fast-${width}.png`, fullPage: true });
  });
  test(`probe wedding ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await officeSlot("wedding");
    await verifiedMember(page, "el");
    await page.goto("/el/booking/wedding");
    await page.getByRole("button", { name: /^Κράτηση: / }).first().click();
    await page.getByRole("button", { name: "Συνέχεια στον έλεγχο" }).click({ force: true });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/probe-wed-${width}.png` });
  });
}
