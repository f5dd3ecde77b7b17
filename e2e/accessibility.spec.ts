import type { Page } from "@playwright/test";
import { type Language, languages } from "../contracts/language.ts";
import { publicPages } from "../contracts/paths.ts";
import el from "../web/i18n/el.json" with { type: "json" };
import { expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { focusIsVisible, tabStopsWithoutFocus } from "./focus.ts";
import { officeSlot, verifiedMember } from "./people.ts";

/**
 * axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on every page in both languages, and on every
 * form in its error state: no violations. A new page joins with one line in `pages`.
 */

type Caller = "visitor" | "member" | "admin";
type PageCase = {
  /** The path after /{lang}/. */
  path: string;
  /** Who looks at the page (admin: the E2E administrator; member: a family just signed up and verified). */
  as?: Caller;
  /** The page has a form to check after an empty submit, with its error summary and messages. */
  form?: boolean;
  /** A reset page whose link the server is made to call working (a made-up one says it is not). */
  liveLink?: boolean;
};

const pages: PageCase[] = [
  ...publicPages.map((path) => ({ path, form: path === "contact-us" })),
  { path: "login", form: true },
  { path: "sign-up", form: true },
  { path: "forgot-password", form: true },
  { path: "reset-password/a-link-token-of-43-characters-aaaaaaaaaaaaaaa", form: true, liveLink: true },
  { path: "reset-password/a-used-link-token-of-43-characters-aaaaaaaaaa" },
  { path: "verify-email/success" },
  { path: "verify-email/invalid" },
  { path: "verify-email-reminder" },
  { path: "unauthorized" },
  { path: "error" },
  { path: "no-such-page" },
  { path: "book" },
  { path: "sacraments/baptism/slots" },
  { path: "booking-confirmation" },
  { path: "profile", as: "member" },
  { path: "my-data", as: "member" },
  { path: "dashboard", as: "member" },
  { path: "book?type=baptism", as: "member", form: true },
  { path: "booking/wedding", as: "member", form: true },
  { path: "profile", as: "admin" },
  { path: "admin-dashboard", as: "admin" },
  { path: "manage-bookings", as: "admin" },
  { path: "manage-appointment-slots", as: "admin" },
  { path: "manage-programme", as: "admin" },
  { path: "office-week", as: "admin" },
  { path: "office-messages", as: "admin" },
  { path: "office-accounts", as: "admin" },
  { path: "create-slot", as: "admin" },
];

async function loginAsAdmin(page: Page, lang: Language) {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  expect(email && password, "the e2e global setup creates an administrator").toBeTruthy();
  await page.goto(`/${lang}/home`);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const response = await page.request.post("/api/auth/login", {
    data: { email, password },
    headers: { "x-xsrf-token": token, "accept-language": lang },
  });
  expect(response.ok(), `admin login: ${response.status()}`).toBe(true);
}

async function logIn(page: Page, as: Caller, lang: Language) {
  if (as === "admin") await loginAsAdmin(page, lang);
  if (as === "member") await verifiedMember(page, lang);
}

/** The visitor's way to the page, with the reset link made to work when the case says so. */
async function open(page: Page, lang: Language, { path, as = "visitor", liveLink }: PageCase) {
  // A booking form shows its fields only while a date is open (the office's, through the API).
  if (as === "member" && /^book(ing)?\b/.test(path))
    await officeSlot(path.includes("wedding") ? "wedding" : "baptism");
  await logIn(page, as, lang);
  if (liveLink) {
    await page.route("**/api/auth/reset-password/check", (route) => route.fulfill({ json: { valid: true } }));
  }
  await page.goto(`/${lang}/${path}`);
  await page.waitForLoadState("networkidle");
}

/** Puts the page's first form in its error state: an empty submit, else every field touched and left. */
async function showFormErrors(page: Page) {
  const form = page.locator("main form").first();
  const invalid = page.locator('main [aria-invalid="true"]').first();
  const submit = form.locator('button[type="submit"]').first();
  // The kit's submit button is aria-disabled while the form is invalid yet still submits (GOV.UK
  // pattern); Playwright counts aria-disabled as disabled, so the click is forced.
  if (!(await submit.evaluate((button) => (button as HTMLButtonElement).disabled))) {
    await submit.click({ force: true });
  }
  const shown = await invalid.waitFor({ state: "visible", timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    for (const field of await form.locator("input:visible, textarea:visible, select:visible").all()) {
      await field.focus();
      await field.blur();
    }
  }
  await expect(invalid).toBeVisible();
  // A form's error toast lies over the foot of the page for 3 seconds (the booking journey checks
  // the toast itself); the page is checked once it has gone.
  // (sonner is fetched with the first toast, so the toast may appear a moment after the errors.)
  const toast = page.locator("[data-sonner-toast]");
  await toast
    .first()
    .waitFor({ state: "visible", timeout: 1500 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0, { timeout: 8000 });
}

for (const lang of languages) {
  test.describe(`accessibility (${lang})`, () => {
    for (const pageCase of pages) {
      const { path, as = "visitor", form } = pageCase;
      const who = as === "visitor" ? "" : ` (${as})`;
      test(`/${lang}/${path}${who} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await open(page, lang, pageCase);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoViolations(page, `/${lang}/${path}`);
      });

      // The focus does not depend on the language: each page is tabbed through once.
      if (lang === "en") {
        test(`/${lang}/${path}${who} shows where the focus is at every Tab stop`, async ({ page }) => {
          await open(page, lang, pageCase);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          expect(await tabStopsWithoutFocus(page)).toEqual([]);
        });
      }

      if (form) {
        test(`/${lang}/${path}${who} has no violations with its form in the error state`, async ({
          page,
        }) => {
          await open(page, lang, pageCase);
          await showFormErrors(page);
          await expectNoViolations(page, `/${lang}/${path} (form errors)`);
        });
      }
    }
  });
}

// A move to another page left the focus on <body> (or on the header's link): a screen reader said
// nothing of the new page, and the next Tab started again at the top of the document.
test.describe("moving between pages", () => {
  test("puts the focus on the new page's heading, from the header and from a link in the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/el/home");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("h1")).not.toBeFocused();

    await page
      .getByRole("navigation", { name: "Κύριο μενού" })
      .getByRole("link", { name: "Μυστήρια" })
      .focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/el\/sacraments$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(/Μυστήρια/);

    await page.getByRole("link", { name: "Ηλεκτρονική αίτηση ημερομηνίας" }).click();
    await expect(page).not.toHaveURL(/\/el\/sacraments$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("leaves the focus on the control when only the address's query changes", async ({ page }) => {
    await page.goto("/en/programme");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "List" }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole("button", { name: "List" })).toBeFocused();
  });
});

test("[el] the account menu's button for a screen reader to close it says «Κλείσιμο», not «Απόρριψη» like the office's Decline", async ({
  page,
}) => {
  await verifiedMember(page, "el");
  await page.goto("/el/dashboard");
  await page.getByRole("button", { name: el.account.menuFor.replace("{{name}}", "Sofia") }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  // react-aria puts a visually hidden close button before and after the menu.
  await expect(page.getByRole("button", { name: "Κλείσιμο", exact: true })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Απόρριψη" })).toHaveCount(0);
});

// WCAG 2.2 audit (2.4.7, 1.4.11): the account menu's item under the keyboard was shown by a pale
// blue background alone, 1.12 : 1 against the white menu.
test("[el] the account menu shows by keyboard which item has the focus", async ({ page }) => {
  await verifiedMember(page, "el");
  await page.goto("/el/dashboard");
  await page.getByRole("button", { name: el.account.menuFor.replace("{{name}}", "Sofia") }).focus();
  await page.keyboard.press("Enter");
  const items = page.getByRole("menuitem");
  await expect(items.first()).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
});

// WCAG 2.2 audit (4.1.3): the toasts' live region came with the first toast, and a region put in
// with its message is often not read out: the confirmation of the office's first decision was lost.
test("[en] the notifications' live region is there, empty, once the visitor starts using the page", async ({
  page,
}) => {
  await page.goto("/en/login");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const region = page.getByRole("region", { name: /^Notifications/ });
  await expect(region).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(region).toHaveAttribute("aria-live", "polite");
  await expect(region.locator("[data-sonner-toast]")).toHaveCount(0);
});
