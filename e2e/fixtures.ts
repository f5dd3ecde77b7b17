import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";
import type { StoredMail } from "./smtp-sink.ts";

export const baseUrl = () => process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";

/** The mails the SMTP sink received, newest last. */
export const mailbox = {
  all(): StoredMail[] {
    const dir = process.env.E2E_MAIL_DIR;
    if (!dir) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as StoredMail);
  },
  /** Waits for a mail to `to` whose raw text matches `pattern`. */
  async waitFor(to: string, pattern: RegExp = /./, timeoutMs = 15_000): Promise<StoredMail> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const found = mailbox
        .all()
        .reverse()
        .find((mail) => mail.to.includes(to) && pattern.test(decodeMail(mail.raw)));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
  },
};

/** Undoes quoted-printable encoding (soft breaks, =XX bytes as UTF-8) so mail text can be read. */
export function decodeMail(raw: string): string {
  const text = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * Waits until React has taken over a page of the site: the pre-rendered HTML shows at once, but
 * its buttons do nothing before then (a click that early is lost, as it would be for a person).
 */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return response;
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // A form whose code loads after the page (the contact form) is taken over a moment later.
  await expect(page.locator("form[data-form-kit]:not([data-ready])")).toHaveCount(0);
  return response;
}

/**
 * Every test fails on a console error or an uncaught page error, and `page.goto` / `page.reload`
 * return once the page is interactive.
 */
export const test = base.extend<{ consoleErrors: string[]; pageWithoutScripts: Page }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be destructured
  baseURL: async ({}, use) => use(baseUrl()),
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilHydrated(page, await goto(url, options));
    page.reload = async (options) => untilHydrated(page, await reload(options));
    await use(page);
  },
  /** A page in a browser that runs no script: what the pre-rendered HTML alone gives. */
  pageWithoutScripts: async ({ browser }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    await use(await context.newPage());
    await context.close();
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // An API answering 4xx is expected behaviour the page handles; anything else is a fault.
        if (message.type() === "error" && !/status of 4\d\d/.test(message.text()))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Takes out of a test's console errors those `caused` matches: the browser's own report of a
 * request the test made fail (a 5xx it answered, a connection it cut), which is the test's doing.
 */
export function forgiveConsoleErrors(errors: string[], caused: RegExp) {
  errors.splice(0, errors.length, ...errors.filter((text) => !caused.test(text)));
}

/** The error summary a form puts at its top after a failed submit (GOV.UK pattern). */
export const errorSummary = (page: Page) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { level: 2 }) });

/** A date field (react-aria's day, month and year segments) by its label. */
export const dateField = (scope: Page | Locator, label: string) =>
  scope.getByRole("group", { name: label, exact: true });

/** Types an ISO date as a person would: day, month, year (the British and the Greek order). */
export async function typeDate(field: Locator, iso: string) {
  const [year, month, day] = iso.split("-").map(Number);
  const segments = field.getByRole("spinbutton");
  await segments.first().click();
  await field.page().keyboard.type(iso.split("-").reverse().join(""));
  for (const [index, value] of [day, month, year].entries())
    await expect(segments.nth(index)).toHaveAttribute("aria-valuenow", String(value));
}

/** A description that ends with the text: a date field's starts with the date chosen ("Selected date: …"). */
export const endingWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * Empties a date field with Backspace from its year back to its day (an empty segment passes
 * Backspace to the one before). A field with only some segments emptied keeps its last date.
 */
export async function clearDate(field: Locator) {
  const segments = field.getByRole("spinbutton");
  await segments.last().click();
  for (let press = 0; press < 12; press++) await field.page().keyboard.press("Backspace");
  for (const segment of await segments.all()) await expect(segment).not.toHaveAttribute("aria-valuenow");
}

/**
 * Presses `target` with the mouse near its top edge as a person does: down, a moment, up. Pressing
 * leaves the focused field; what that shows must not move the target from under the pointer.
 */
export async function pressNearTop(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("the target is not on the page");
  await page.mouse.move(box.x + box.width / 2, box.y + 3);
  await page.mouse.down();
  // A press lasts a moment: time for the left field's message to show, if it did.
  await page.waitForTimeout(250);
  await page.mouse.up();
}

export { expect };

/** A string of web/i18n with its {{placeholders}} filled in. */
export const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
