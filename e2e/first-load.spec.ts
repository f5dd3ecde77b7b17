import { readFileSync } from "node:fs";
import path from "node:path";
import { measureFirstLoad } from "../scripts/first-load.ts";
import { ourFaithContent } from "../web/content/our-faith.ts";
import { privacyContent } from "../web/content/privacy.ts";
import { sacramentsContent } from "../web/content/sacraments.ts";
import el from "../web/i18n/el.json" with { type: "json" };
import en from "../web/i18n/en.json" with { type: "json" };
import { baseUrl, expect, test } from "./fixtures.ts";

const builtSite = path.resolve("build/client");
const holding = (files: string[], text: string) =>
  files.filter((file) => readFileSync(file, "utf8").includes(text));

// `npm run check:budgets` sums what this measures; it once read only the page's HTML and missed
// every script imported on the way to hydration, the page's strings among them.
test("the first-load measurement counts the strings a Greek page loads before it hydrates", async ({
  page,
}) => {
  const load = await measureFirstLoad(page, `${baseUrl()}/el/about-us`, builtSite);
  expect(holding(load.beforeHydration, el.nav.openMenu)).toHaveLength(1);
  expect(holding(load.scripts, en.nav.openMenu)).toEqual([]);

  const html = readFileSync(path.join(builtSite, "el/about-us/index.html"), "utf8");
  const named = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) =>
    path.join(builtSite, match[1] ?? ""),
  );
  expect(named.length).toBeGreaterThan(0);
  expect(load.scripts).toEqual(expect.arrayContaining(named));
});

test("a public page loads no toast code until there is a toast to show", async ({ page }) => {
  const load = await measureFirstLoad(page, `${baseUrl()}/en/donate`, builtSite);
  expect(holding(load.scripts, "data-sonner-toaster")).toEqual([]);
});

test("the contact page fetches zod when the visitor starts on the form, not for reading the page", async ({
  page,
}) => {
  const load = await measureFirstLoad(page, `${baseUrl()}/en/contact-us`, builtSite);
  expect(holding(load.scripts, "ZodError")).toEqual([]);
  const zod = page.waitForResponse((response) => /\/assets\/zod-[^/]+\.js$/.test(response.url()));
  await page.getByLabel("Name").first().focus();
  expect((await zod).ok()).toBe(true);
});

test("a page does not carry the long texts of the our-faith, sacraments and privacy pages", async ({
  page,
}) => {
  const load = await measureFirstLoad(page, `${baseUrl()}/el/about-us`, builtSite);
  for (const content of [ourFaithContent, sacramentsContent, privacyContent]) {
    for (const lang of ["en", "el"] as const) {
      expect(holding(load.scripts, content[lang].intro.slice(0, 60))).toEqual([]);
    }
  }
});

// ADR 012: a pre-rendered page is readable before its scripts run, so they wait behind the text,
// the stylesheet and the fonts; a browser-rendered page shows nothing without them.
test("a readable page fetches its scripts at low priority and still comes to life; the account pages do not wait", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ request, type }) => {
    if (type === "Script") priorities.set(new URL(request.url).pathname, request.initialPriority);
  });

  await page.goto("/el/programme");
  const entry = [...priorities].find(([file]) => file.includes("/entry.client-"));
  expect(entry?.[1]).toBe("Low");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  priorities.clear();
  await page.goto("/en/login");
  expect([...priorities].find(([file]) => file.includes("/entry.client-"))?.[1]).not.toBe("Low");
});

// The programme's and the contact form's words were in every public page's first load (2.2 KB of
// gzip on a Greek page that shows neither); they come with their pages now.
test("the programme's and the contact form's words come with their pages, and a move to them waits for them", async ({
  page,
}) => {
  const privacy = await measureFirstLoad(page, `${baseUrl()}/el/privacy`, builtSite);
  for (const words of [el.programme.swipeHint, el.contact.messageTooShort, el.validation.required]) {
    expect(holding(privacy.scripts, words)).toEqual([]);
  }
  const programme = await measureFirstLoad(page, `${baseUrl()}/el/programme`, builtSite);
  expect(holding(programme.beforeHydration, el.programme.swipeHint)).toHaveLength(1);
  expect(holding(programme.scripts, el.contact.messageTooShort)).toEqual([]);
  const contact = await measureFirstLoad(page, `${baseUrl()}/el/contact-us`, builtSite);
  expect(holding(contact.beforeHydration, el.contact.messageTooShort)).toHaveLength(1);

  // From a page without them, by the menu: each page arrives with its words (a missing one would
  // show as its key and fail the test on the console's error).
  await page.goto("/el/privacy");
  const nav = page.getByRole("navigation", { name: el.nav.mainMenu });
  await nav.getByRole("link", { name: el.nav.programme }).click();
  await expect(page).toHaveURL(/\/el\/programme$/);
  await expect(page.getByRole("group", { name: el.programme.viewLabel })).toBeVisible();
  await nav.getByRole("link", { name: el.nav.contactUs }).click();
  await expect(page.getByRole("heading", { name: el.contact.formHeading })).toBeVisible();
  // Its form's own messages, the validation words among them.
  await page.getByRole("textbox", { name: el.contact.fields.message }).fill("Σύντομο");
  await page.getByRole("textbox", { name: el.contact.fields.message }).blur();
  await expect(page.getByText(el.contact.messageTooShort).first()).toBeVisible();
  // And in the other language, switched on the page: its words too.
  await page.getByRole("navigation", { name: el.nav.language }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: en.contact.formHeading })).toBeVisible();
});
