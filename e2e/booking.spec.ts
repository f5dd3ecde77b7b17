import { type Page, request as playwrightRequest } from "@playwright/test";
import { baptismBody } from "../server/modules/bookings/fixtures.ts";
import { slotDate, slotTime } from "../web/features/booking/format.ts";
import el from "../web/i18n/el.json" with { type: "json" };
import en from "../web/i18n/en.json" with { type: "json" };
import { expectNoViolations } from "./axe.ts";
import { nextYear } from "./dates.ts";
import {
  baseUrl,
  dateField,
  errorSummary,
  expect,
  forgiveConsoleErrors,
  test,
  typeDate,
} from "./fixtures.ts";
import { tabTo } from "./focus.ts";
import { officeKeeps, officeSlot, verifiedMember, xsrf, xsrfHeaders } from "./people.ts";

const password = "Correct-Horse-42!";

/**
 * Opens a booking form with a date open for it: a form shows its fields only while one can be
 * asked for, and the browser tests share one database whose dates other tests take.
 */
async function openForm(page: Page, path: string) {
  await officeSlot(path.includes("wedding") ? "wedding" : "baptism");
  await page.goto(path);
}

/** A new Greek member's baptism request on a new slot, sent through the API from `page`. */
async function requestSent(page: Page): Promise<{ id: string }> {
  const slot = await officeSlot("baptism");
  await verifiedMember(page, "el");
  const sent = await page.request.post("/api/baptism-booking", {
    data: baptismBody(slot.id),
    headers: await xsrfHeaders(page.request, page),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { booking: { id: string } }).booking;
}

/** The accessible name a slot's card gives its Book button (date and time in London). */
function bookButtonName(slot: { datetime: string }, language: "en" | "el" = "en") {
  const date = slotDate(slot.datetime, language);
  const time = slotTime(slot.datetime, language);
  return language === "el" ? `Κράτηση: ${date}, στις ${time}` : `Book ${date} at ${time}`;
}

/** The Book button of one slot. */
function bookButton(page: Page, slot: { datetime: string }, language: "en" | "el" = "en") {
  return page.getByRole("button", { name: bookButtonName(slot, language) });
}

/** A new verified member on the form of a new baptism slot, in the given language. */
async function baptismFormOnNewSlot(page: Page, language: "en" | "el") {
  const slot = await officeSlot("baptism");
  await verifiedMember(page, language);
  await page.goto(`/${language}/sacraments/baptism/slots`);
  await bookButton(page, slot, language).click();
  await expect(page).toHaveURL(new RegExp(`/${language}/sacraments/baptism/booking-form`));
  return slot;
}

/** A baptism form filled in on a date of its own, sent on to the review page; answers the date. */
async function reviewOnNewSlot(page: Page, language: "en" | "el") {
  const slot = await baptismFormOnNewSlot(page, language);
  await fillBaptism(page, language);
  await page.getByRole("button", { name: words[language].continue }).click();
  await expect(page).toHaveURL(/booking-review/);
  return slot;
}

const field = (page: Page, name: string) => page.locator(`#field-${name.replaceAll(".", "-")}`);

/**
 * The device's clock, moved on from the test's (as a phone left on the table would be): returns
 * `later(minutes)`, which moves it on. Replacing Date itself, as a fake clock does, would stop
 * the page's timers.
 */
async function deviceClock(page: Page) {
  await page.addInitScript(() => {
    const deviceNow = Date.now;
    Date.now = () => deviceNow() + ((window as { skew?: number }).skew ?? 0);
  });
  return (minutes: number) =>
    page.evaluate((by) => {
      const device = window as { skew?: number };
      device.skew = (device.skew ?? 0) + by;
    }, minutes * 60_000);
}

async function pickCountry(page: Page, name: string, typed: string, expected: string) {
  const input = field(page, name);
  // As a person would: see the filtered list before arrowing into it, and try again if the choice
  // did not take. On CI's loaded machine the typed letters were found gone from a box filled right
  // after the field before it (session 2's note), and once Enter left the typed «ηνω» in the box
  // (session 8's): Enter on a list that has just closed or re-filtered keeps the old value.
  await expect(async () => {
    await input.fill("");
    await input.pressSequentially(typed, { delay: 50 });
    await expect(page.getByRole("option", { name: expected })).toBeVisible({ timeout: 2000 });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue(expected, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

async function fillBaptism(page: Page, language: "en" | "el") {
  await field(page, "child.firstName").fill("Eleni");
  await field(page, "child.middleNames").fill("Maria");
  await field(page, "child.lastName").fill("Georgiou");
  await field(page, "child.sex").selectOption("female");
  await typeDate(field(page, "child.dateOfBirth"), "2025-03-01");
  await field(page, "child.cityOfBirth").fill("London");
  await pickCountry(
    page,
    "child.countryOfBirth",
    // «Αγγλία», as a London family writes it, offers the United Kingdom.
    language === "el" ? "αγγλ" : "united k",
    language === "el" ? "Ηνωμένο Βασίλειο" : "United Kingdom",
  );
  for (const who of ["father", "mother"] as const) {
    await field(page, `${who}.firstName`).fill(who === "father" ? "Andreas" : "Sofia");
    await field(page, `${who}.lastName`).fill("Georgiou");
    await field(page, `${who}.religion`).fill("Greek Orthodox");
    await field(page, `${who}.telephone`).fill("07700 900123");
    await field(page, `${who}.email`).fill(`${who}@example.org`);
    await field(page, `${who}.confirmEmail`).fill(`${who}@example.org`);
  }
  await field(page, "mother.maidenName").fill("Christou");
  await field(page, "father.address").fill("1 Example Road, Enfield");
  await field(page, "father.postcode").fill("EN3 7ZZ");
  await field(page, "sameAsFatherAddress").check();
  await expect(field(page, "mother.address")).toHaveValue("1 Example Road, Enfield");
  await expect(field(page, "mother.address")).toBeDisabled();
  await field(page, "godparent.firstName").fill("Nikos");
  await field(page, "godparent.lastName").fill("Petrou");
  await field(page, "godparent.religion").selectOption("eastern-orthodox");
  await field(page, "godparent.email").fill("nikos@example.org");
  await field(page, "godparent.telephone").fill("07700 900456");
  await field(page, "consent").check();
}

const words = {
  en: {
    continue: "Continue to review",
    confirm: "Send request",
    edit: "Edit Details",
    thanks: "Thank you!",
    dashboard: "Your Bookings",
    pending: "Pending",
    child: "Child",
    dateOfBirth: "Date of birth",
    heldFor: /Held for you for about \d+ more minutes?/,
    sentDetails: "The details you sent",
    mother: "Mother",
    change: "Change",
  },
  el: {
    continue: "Συνέχεια στον έλεγχο",
    confirm: "Αποστολή αιτήματος",
    edit: "Επεξεργασία στοιχείων",
    thanks: "Σας ευχαριστούμε!",
    dashboard: "Οι κρατήσεις σας",
    pending: "Σε αναμονή",
    child: "Παιδί",
    dateOfBirth: "Ημερομηνία γέννησης",
    heldFor: /Κρατείται για εσάς περίπου \d+ λεπτ(ό|ά) ακόμη/,
    sentDetails: "Τα στοιχεία που στείλατε",
    mother: "Μητέρα",
    change: "Αλλαγή",
  },
} as const;

for (const language of ["en", "el"] as const) {
  test(`baptism journey in ${language}: slot, form, review, edit, confirm, confirmation, dashboard`, async ({
    page,
  }) => {
    // Seven axe scans of long pages and two full forms: in session 44's CI run the journey reached
    // its last scan, on the dashboard, after the 60 s budget (32–37 s on an idle machine).
    test.slow();
    const w = words[language];
    const slot = await officeSlot("baptism");
    await verifiedMember(page, language);
    await page.goto(`/${language}/sacraments/baptism/slots`);
    await expect(bookButton(page, slot, language)).toBeVisible();
    // Under its month's heading, the month in its own form in Greek («Ιούνιος 2027», not the
    // date's «Ιουνίου»); the card's own heading leaves out the year the month gives.
    const month = new Intl.DateTimeFormat(language === "el" ? "el-GR" : "en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "Europe/London",
    }).format(new Date(slot.datetime));
    const card = page
      .getByRole("region", { name: month })
      .getByRole("listitem")
      .filter({ has: bookButton(page, slot, language) });
    await expect(card.getByRole("heading")).toHaveText(
      slotDate(slot.datetime, language).replace(/ \d{4}$/, ""),
    );
    await expectNoViolations(page, `/${language}/sacraments/baptism/slots`);
    await bookButton(page, slot, language).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/sacraments/baptism/booking-form`));
    await expect(page.getByText(w.heldFor)).toBeVisible();
    // Accessibility review: a hidden h2 repeated the page's h1 to name the form; the h1 names it.
    const title = { en, el }[language].booking.form.title.baptism;
    await expect(page.getByRole("heading", { name: title })).toHaveCount(1);
    await expect(page.getByRole("form", { name: title })).toBeVisible();
    // The whole form in its error state, then filled. Sent from the keyboard: twice in full runs a
    // forced click (the button is aria-disabled while the form is invalid) sent nothing and no
    // summary came; Enter on the focused button does not depend on where it is at that instant.
    await page.getByRole("button", { name: w.continue }).focus();
    await page.keyboard.press("Enter");
    await expect(errorSummary(page)).toBeFocused();
    // Its error toast in full view (sonner's own red was 4.4:1 on its pink), then the page once the
    // toast, which covers the summary's first links for 3 seconds, has gone.
    const toast = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(toast).toBeVisible();
    await expectNoViolations(page, "the booking form's error toast", "[data-sonner-toaster]");
    await expect(toast).toBeHidden({ timeout: 6000 });
    await expectNoViolations(page, `/${language}/sacraments/baptism/booking-form (errors)`);
    // The summary's link to the date of birth puts the cursor in its first segment, the day.
    await errorSummary(page)
      .getByRole("link", { name: new RegExp(`– ${w.dateOfBirth}:`) })
      .click();
    await expect(field(page, "child.dateOfBirth").getByRole("spinbutton").first()).toBeFocused();
    await fillBaptism(page, language);
    // Filled in: a Greek date reads 1/3/2025, and its one-digit day and month must still be
    // large enough to tap (WCAG 2.5.8; they were 13 px wide, side by side). Judged from the top:
    // axe takes the sticky header for one placed where it is now, so a field scrolled under it
    // reads as a target too small (dequelabs/axe-core#3720, open).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoViolations(page, `/${language}/sacraments/baptism/booking-form (filled)`);
    await page.getByRole("button", { name: w.continue }).click();
    await expect(page).toHaveURL(/booking-review/);
    // Accessibility review: the answers' parts were h3s after the h2 of the date, as if its parts.
    await expect(page.getByRole("heading", { level: 2, name: w.child })).toBeVisible();
    await expect(page.getByText(w.heldFor)).toBeVisible();
    await expectNoViolations(page, `/${language}/sacraments/baptism/booking-review`);
    await expect(page.getByText("Christou")).toBeVisible();
    await page.getByRole("button", { name: w.edit }).click();
    await expect(field(page, "child.firstName")).toHaveValue("Eleni");
    await field(page, "child.firstName").fill("Elena");
    await page.getByRole("button", { name: w.continue }).click();
    await expect(page.getByText("Elena", { exact: true })).toBeVisible();
    // Each part of the review opens the form at that part, its first field focused and its heading
    // clear of the sticky header: Edit Details opened the form at its top, the mother's 1 500 px down.
    await page.getByRole("link", { name: `${w.change}: ${w.mother}` }).click();
    await expect(field(page, "mother.firstName")).toBeFocused();
    await expect(page.getByRole("group", { name: w.mother }).locator("legend")).toBeInViewport();
    const legend = await page.getByRole("group", { name: w.mother }).locator("legend").boundingBox();
    const header = await page.getByRole("banner").boundingBox();
    expect(legend?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await expect(field(page, "mother.maidenName")).toHaveValue("Christou");
    await page.getByRole("button", { name: w.continue }).click();
    await page.getByRole("button", { name: w.confirm }).click();
    await expect(page.getByRole("heading", { name: w.thanks })).toBeVisible();
    // What was asked for, as the office will read it; the same opened again from its address
    // (read from the server then, the review page's hand-over gone).
    const summary = page.getByTestId("confirmed-request");
    for (const again of [false, true]) {
      if (again) await page.goto(page.url());
      await expect(summary).toContainText(slotDate(slot.datetime, language));
      await expect(summary).toContainText(slotTime(slot.datetime, language));
      await expect(summary).toContainText("Elena Georgiou");
      await expect(summary).toContainText(w.pending);
    }
    const calendar = page.getByRole("link", {
      name: language === "el" ? "Προσθήκη στο ημερολόγιο" : "Add to calendar",
    });
    await expect(calendar).toHaveAttribute("href", /\/api\/bookings\/.+\/calendar\.ics/);
    await expectNoViolations(page, `/${language}/sacraments/baptism/booking-confirmation`);
    await page.goto(`/${language}/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: w.dashboard })).toBeVisible();
    await expect(page.getByText("Elena Georgiou")).toBeVisible();
    await expect(page.getByText(w.pending).first()).toBeVisible();
    await expectNoViolations(page, `/${language}/dashboard with a booking`);
    // What the family sent can be read again there, to check before the day.
    const sent = page.getByRole("group").filter({ has: page.getByText(w.sentDetails) });
    await expect(sent.getByRole("heading", { name: w.mother })).toBeHidden();
    await page.getByText(w.sentDetails).click();
    await expect(sent.getByRole("heading", { name: w.mother })).toBeVisible();
    await expect(sent.getByText("Christou")).toBeVisible();
    await expectNoViolations(page, `/${language}/dashboard with a booking's details`);
  });
}

test.describe("keyboard alone", () => {
  test("books a baptism from the slot list to the confirmation with Tab, typing, Space and Enter", async ({
    page,
  }) => {
    // As long as the journey above: in session 44's CI run it reached the confirmation after 60 s.
    test.slow();
    const slot = await officeSlot("baptism");
    await verifiedMember(page);
    await page.goto("/en/sacraments/baptism/slots");
    // As a person would, starting once the list has loaded.
    await expect(bookButton(page, slot)).toBeVisible();
    await tabTo(page, bookButton(page, slot));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/sacraments\/baptism\/booking-form/);
    await expect(page.getByText(words.en.heldFor)).toBeVisible();

    const type = async (name: string, text: string, expected = text) => {
      await tabTo(page, field(page, name));
      await page.keyboard.type(text);
      await expect(field(page, name)).toHaveValue(expected);
    };
    await type("child.firstName", "Eleni");
    await type("child.lastName", "Georgiou");
    await type("child.sex", "Female", "female");
    // The date of birth in the page's order, day, month, year, the segments moving on by themselves.
    const birth = field(page, "child.dateOfBirth").getByRole("spinbutton");
    await tabTo(page, birth.first());
    await page.keyboard.type("01032025");
    await expect(birth).toHaveText(["01", "03", "2025"]);
    await type("child.cityOfBirth", "London");
    await tabTo(page, field(page, "child.countryOfBirth"));
    // As a London family writes it: "England" offers the United Kingdom.
    await pickCountry(page, "child.countryOfBirth", "engl", "United Kingdom");
    for (const who of ["father", "mother"] as const) {
      if (who === "mother") {
        // The mother's section opens with "same address as the father".
        await tabTo(page, field(page, "sameAsFatherAddress"));
        await page.keyboard.press("Space");
        await expect(field(page, "mother.address")).toHaveValue("1 Example Road, Enfield");
      }
      await type(`${who}.firstName`, who === "father" ? "Andreas" : "Sofia");
      await type(`${who}.lastName`, "Georgiou");
      if (who === "mother") await type("mother.maidenName", "Christou");
      await type(`${who}.religion`, "Greek Orthodox");
      if (who === "father") {
        await type("father.address", "1 Example Road, Enfield");
        await type("father.postcode", "EN3 7ZZ");
      }
      await type(`${who}.telephone`, "07700 900123");
      await type(`${who}.email`, `${who}@example.org`);
      await type(`${who}.confirmEmail`, `${who}@example.org`);
    }
    await type("godparent.firstName", "Nikos");
    await type("godparent.lastName", "Petrou");
    await type("godparent.religion", "Orthodox Christian", "eastern-orthodox");
    await type("godparent.email", "nikos@example.org");
    await type("godparent.telephone", "07700 900456");
    await tabTo(page, field(page, "consent"));
    await page.keyboard.press("Space");
    await expect(field(page, "consent")).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: words.en.continue }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/booking-review/);
    await expect(page.getByText("Christou")).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: words.en.confirm }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: words.en.thanks })).toBeVisible();
    await tabTo(page, page.getByRole("link", { name: "Add to calendar" }));
  });
});

test("wedding journey with the country autocomplete by keyboard alone", async ({ page }) => {
  await officeSlot("wedding");
  await verifiedMember(page);
  await openForm(page, "/en/booking/wedding");
  await expect(page.getByRole("heading", { level: 1, name: "Wedding Booking Form" })).toBeVisible();
  // In the form's narrow column on a wide screen, the slot cards keep a readable width (three
  // columns by the screen's width made them 130 px).
  const bookButtons = page.getByRole("button", { name: /^Book / });
  await expect(bookButtons.first()).toBeVisible();
  const narrowest = await page
    .locator("li", { has: bookButtons })
    .evaluateAll((cards) => Math.min(...cards.map((card) => card.getBoundingClientRect().width)));
  expect(narrowest).toBeGreaterThanOrEqual(200);
  await page
    .getByRole("button", { name: /^Book / })
    .and(page.locator(":not([disabled])"))
    .first()
    .click();
  await expect(page.getByText(words.en.heldFor)).toBeVisible();
  const person = async (who: "groom" | "bride", first: string) => {
    await field(page, `${who}.firstName`).fill(first);
    await field(page, `${who}.lastName`).fill("Ioannou");
    await field(page, `${who}.address`).fill("2 Example Road, Enfield EN3 7ZZ");
    await field(page, `${who}.email`).fill(`${who}@example.org`);
    await field(page, `${who}.telephone`).fill("07700 900789");
    await field(page, `${who}.occupation`).fill("Teacher");
    await field(page, `${who}.denomination`).fill("Greek Orthodox");
    await typeDate(field(page, `${who}.dateOfBirth`), "1995-06-15");
    await field(page, `${who}.placeOfBirth.city`).fill("Limassol");
  };
  await person("groom", "Christos");
  // Keyboard only: focus the country box, type, arrow down (wrapping), Enter picks.
  const country = field(page, "groom.placeOfBirth.country");
  await field(page, "groom.placeOfBirth.city").press("Tab");
  await expect(country).toBeFocused();
  await expect(async () => {
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("Cy", { delay: 50 });
    await expect(page.getByRole("option", { name: "Cyprus" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  // The arrow reaches the option once the list has settled on the typed letters (in a full run it
  // once arrived while the list was still being filtered, and Enter then chose nothing).
  await expect(async () => {
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Cyprus" })).toHaveAttribute("data-focused", "true", {
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Enter");
  await expect(country).toHaveValue("Cyprus");
  // The clear button goes with the text it clears: the focus goes back to the box, not to the page.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Clear the country" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(country).toHaveValue("");
  await expect(country).toBeFocused();
  await page.keyboard.type("zzz");
  await expect(page.getByText("No matches")).toBeVisible();
  await page.keyboard.press("Escape");
  await country.fill("");
  await page.keyboard.type("gr");
  await expect(page.getByRole("option", { name: "Greece" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(country).toHaveValue("Greece");
  await person("bride", "Anna");
  await pickCountry(page, "bride.placeOfBirth.country", "cy", "Cyprus");
  await field(page, "groomFamily.father.firstName").fill("Petros");
  await field(page, "groomFamily.father.lastName").fill("Ioannou");
  await field(page, "groomFamily.father.occupation").fill("Baker");
  for (const who of ["bestMan", "maidOfHonour"] as const) {
    await field(page, `${who}.firstName`).fill(who === "bestMan" ? "Kostas" : "Maria");
    await field(page, `${who}.lastName`).fill("Nikolaou");
    await field(page, `${who}.denomination`).fill("Greek Orthodox");
  }
  await field(page, "consent").check();
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page.getByText("Petros Ioannou, Baker")).toBeVisible();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(page.getByText("Your request for a wedding has been sent.")).toBeVisible();
});

// Family review: the dashboard offered a baptism and a wedding; a chrismation could be asked for
// from the Sacraments page only.
test("the dashboard starts each of the three services in the family's language", async ({ page }) => {
  await verifiedMember(page, "el");
  await page.goto("/el/dashboard");
  const starts = page.getByRole("main").getByRole("link", { name: /^Κράτηση / });
  await expect(starts).toHaveText(["Κράτηση βάπτισης", "Κράτηση χρίσματος", "Κράτηση γάμου"]);
  await officeSlot("baptism");
  await starts.nth(1).click();
  await expect(page).toHaveURL(/\/el\/booking\/chrismation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Φόρμα κράτησης χρίσματος");
});

// Review (29 November): the office kept a date for a family's account, then had to ring them to
// say they could book it, and they had to find it among all the others on the form.
test("[el] a date the office keeps for the family's account waits on their bookings page and opens the form held", async ({
  page,
}) => {
  const email = await verifiedMember(page, "el");
  const slot = await officeSlot("baptism");
  await officeKeeps(slot.id, { keptFor: "Οικογένεια Γεωργίου", email: email.toUpperCase() });
  const date = slotDate(slot.datetime, "el");
  const time = slotTime(slot.datetime, "el");
  await page.goto("/el/dashboard");
  const kept = page.getByRole("region", { name: el.booking.dashboard.keptTitle_one });
  await expect(kept).toContainText(date);
  await expect(kept).toContainText(el.booking.dashboard.keptText_one);
  await expectNoViolations(page, "/el/dashboard with a date the office keeps for the family");

  // Among the other dates it says why it is free to them when everyone else finds it booked.
  await page.goto("/el/sacraments/baptism/slots");
  const card = page.getByRole("listitem").filter({ has: bookButton(page, slot, "el") });
  await expect(card).toContainText(el.booking.slots.keptForYou);
  await expect(bookButton(page, slot, "el")).toBeEnabled();

  await page.goto("/el/dashboard");
  // Review: a form another account left on this tab (logged out elsewhere) was opened with this date.
  await page.evaluate(() =>
    sessionStorage.setItem(
      "booking-draft:baptism",
      JSON.stringify({
        type: "baptism",
        origin: "form",
        userId: "00000000-0000-4000-8000-000000000001",
        values: { child: { firstName: "Αλέξανδρος" } },
      }),
    ),
  );
  // A baptism's date serves a chrismation too: the family says which it is.
  await kept.getByRole("button", { name: `Κράτηση χρίσματος: ${date}, ${time}` }).click();
  await expect(page).toHaveURL(/\/el\/booking\/chrismation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Φόρμα κράτησης χρίσματος");
  await expect(page.getByText(words.el.heldFor)).toBeVisible();
  await expect(page.getByRole("main")).toContainText(date);
  await expect(field(page, "child.firstName")).toHaveValue("");

  // Deleting the account would leave it kept for them: the dialog says so before they decide.
  await page.goto("/el/profile");
  await page.getByRole("button", { name: el.dataRights.delete }).click();
  await expect(page.getByTestId("delete-upcoming").getByRole("listitem")).toHaveText([
    el.dataRights.upcomingKept.replace("{{date}}", date).replace("{{time}}", time),
  ]);
});

// Family review: a groom born in 2015 could be sent. No one under 18 may marry in England and
// Wales; the age counts on the wedding day.
test("a groom or bride under 18 on the wedding day is told so at the date of birth", async ({ page }) => {
  await verifiedMember(page, "el");
  await openForm(page, "/el/booking/wedding");
  await page
    .getByRole("button", { name: /^Κράτηση: / })
    .and(page.locator(":not([disabled])"))
    .first()
    .click();
  await expect(page.getByText(words.el.heldFor)).toBeVisible();
  await typeDate(field(page, "groom.dateOfBirth"), "2015-01-01");
  await typeDate(field(page, "bride.dateOfBirth"), "1995-06-15");
  // Said as "disabled" while the form is incomplete (the spec), yet pressing it lists what to fix.
  await page.getByRole("button", { name: words.el.continue }).click({ force: true });
  const tooYoung = "Πρέπει να έχει κλείσει τα 18 την ημέρα του γάμου.";
  await expect(errorSummary(page).getByRole("link").filter({ hasText: tooYoung })).toHaveText([
    `Στοιχεία γαμπρού – Ημερομηνία γέννησης: ${tooYoung}`,
  ]);
  await expect(
    dateField(
      page.locator("fieldset").filter({ hasText: "Στοιχεία γαμπρού" }).first(),
      "Ημερομηνία γέννησης",
    ),
  ).toHaveAccessibleDescription(new RegExp(`${tooYoung}$`));
});

// QA on a phone: a country typed in full was thrown away by Enter or Tab, and the form then said
// the field was required; only ArrowDown+Enter or a tap kept it.
test("a country typed in full is kept on Enter and on Tab, and a name no country has stays with a message", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await verifiedMember(page, "el");
  await openForm(page, "/el/booking/wedding");
  const groom = field(page, "groom.placeOfBirth.country");
  const bride = field(page, "bride.placeOfBirth.country");
  // `shown`: a phone closes the list when the page scrolls under it, which may already settle a
  // whole name as it is typed.
  const typeInto = async (input: ReturnType<typeof field>, text: string, shown: string | RegExp = text) => {
    await input.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await input.pressSequentially(text, { delay: 50 });
    await expect(input).toHaveValue(shown);
  };

  // QA's case: the list shows just that match when Enter is pressed.
  await expect(async () => {
    await typeInto(groom, "Ελλάδα");
    await expect(page.getByRole("option", { name: "Ελλάδα" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("Enter");
  await expect(groom).toHaveValue("Ελλάδα");
  await expect(groom).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(groom).toHaveValue("Ελλάδα");
  await expect(groom).not.toHaveAttribute("aria-invalid", "true");

  // Without capitals or accents, and left with Tab: the country, written as the list writes it.
  await typeInto(bride, "ελλαδα", /^(ελλαδα|Ελλάδα)$/);
  await page.keyboard.press("Tab");
  await expect(bride).not.toBeFocused();
  await expect(bride).toHaveValue("Ελλάδα");
  await expect(bride).not.toHaveAttribute("aria-invalid", "true");

  await typeInto(groom, "Ατλαντίδα");
  await page.keyboard.press("Tab");
  await expect(groom).toHaveValue("Ατλαντίδα");
  await expect(groom).toHaveAttribute("aria-invalid", "true");
  await expect(groom).toHaveAccessibleDescription(/Επιλέξτε τη χώρα από τη λίστα/);
});

// Family review: after a failed submit, an adult's date of birth made the parents' contact details
// optional, but their fields stayed red and in the summary until the next submit.
test("once sent, the form's messages follow the candidate's age: the parents' go, the candidate's own come", async ({
  page,
}) => {
  await verifiedMember(page);
  await openForm(page, "/en/book?type=chrismation");
  // Under /book's own heading, the form has a heading that names it.
  await expect(page.getByRole("form", { name: en.booking.form.title.chrismation })).toBeVisible();
  await page.getByRole("button", { name: words.en.continue }).click({ force: true });
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(field(page, "father.address")).toHaveAttribute("aria-invalid", "true");
  await typeDate(field(page, "child.dateOfBirth"), "1990-05-17");
  await expect(field(page, "father.address")).not.toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "mother.telephone")).not.toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "child.address")).toHaveAttribute("aria-invalid", "true");
  const entries = await summary.getByRole("link").allTextContents();
  expect(
    entries.filter((entry) => /^(Father|Mother) – (Address|Postcode|Telephone|Email)/.test(entry)),
  ).toEqual([]);
});

// QA: the booking forms' error summary said "This field is required." a dozen times, never which field.
test("the booking forms' error summary names every field it lists, with its section, in the page's language", async ({
  page,
}) => {
  await verifiedMember(page, "el");
  const forms = [
    {
      path: "/el/book?type=chrismation",
      submit: words.el.continue,
      entries: [
        "Ημερομηνία και ώρα: Παρακαλούμε επιλέξτε ημερομηνία και ώρα.",
        "Προσερχόμενος/η – Όνομα: Το πεδίο είναι υποχρεωτικό.",
        "Προσερχόμενος/η – Χώρα γέννησης: Το πεδίο είναι υποχρεωτικό.",
        "Πατέρας – Όνομα: Το πεδίο είναι υποχρεωτικό.",
        "Μητέρα – Όνομα: Το πεδίο είναι υποχρεωτικό.",
        "Ανάδοχος – Όνομα: Το πεδίο είναι υποχρεωτικό.",
        "Συγκατάθεση: Παρακαλούμε επιβεβαιώστε ότι συμφωνείτε να τηρεί ο ναός αυτά τα στοιχεία.",
      ],
      follow: ["Μητέρα – Όνομα: Το πεδίο είναι υποχρεωτικό.", "mother.firstName"] as const,
    },
    {
      path: "/en/booking/wedding",
      submit: words.en.continue,
      entries: [
        "Groom Details – First name: This field is required.",
        "Bride Details – Country of birth: This field is required.",
        "Koumbara or Second Witness Details – Denomination: This field is required.",
      ],
      follow: [
        "Bride Details – Country of birth: This field is required.",
        "bride.placeOfBirth.country",
      ] as const,
    },
  ];
  const summary = errorSummary(page);
  for (const { path, submit, entries: expected, follow } of forms) {
    await openForm(page, path);
    await page.getByRole("button", { name: submit }).click({ force: true });
    await expect(summary).toBeFocused();
    const entries = await summary.getByRole("link").allTextContents();
    for (const entry of expected) expect(entries).toContain(entry);
    expect(entries.filter((entry) => !/^[^:]+: \S/.test(entry))).toEqual([]);
    expect(new Set(entries).size).toBe(entries.length);
    await summary.getByRole("link", { name: follow[0] }).click();
    await expect(field(page, follow[1])).toBeFocused();
  }
});

// Family review (session 44): a form sent and refused, then switched to the other language, kept
// its wrong values but lost every message and the summary saying what to correct.
test("a booking form sent with mistakes still says what to correct after switching language", async ({
  page,
}) => {
  await verifiedMember(page, "el");
  await openForm(page, "/el/book?type=chrismation");
  await page.getByRole("button", { name: words.el.continue }).click({ force: true });
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await page.getByRole("link", { name: el.nav.switchToEnglish }).click();
  await expect(page).toHaveURL(/\/en\/book\?type=chrismation$/);
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link", { name: /^Mother – First name: / })).toBeVisible();
  // Said again once: the page read again later starts without the messages.
  await page.reload();
  await expect(page.getByRole("button", { name: words.en.continue })).toBeVisible();
  await expect(summary).toHaveCount(0);
});

// QA: the mismatch only appeared once every other field was valid.
test("'Email addresses do not match' shows when the confirmation is left and with the other errors, and goes once they match", async ({
  page,
}) => {
  await verifiedMember(page);
  await openForm(page, "/en/booking/baptism");
  const email = field(page, "father.email");
  const confirm = field(page, "father.confirmEmail");
  await email.fill("andreas@example.org");
  await confirm.fill("andreas@example.com");
  await confirm.blur();
  await expect(confirm).toHaveAccessibleDescription("Email addresses do not match.");

  await page.getByRole("button", { name: words.en.continue }).click({ force: true });
  const summary = errorSummary(page);
  await expect(summary.getByRole("link")).toContainText([
    "Child – First name: This field is required.",
    "Father – Address: This field is required.",
    "Father – Confirm email: Email addresses do not match.",
    "Mother – Email: This field is required.",
  ]);

  await email.fill("andreas@example.com");
  await expect(confirm).not.toHaveAttribute("aria-invalid", "true");
  await expect(summary.getByRole("link", { name: /Father – Confirm email/ })).toHaveCount(0);
});

// WCAG 2.2 audit (3.3.7, 3.3.8): the confirmation boxes refused a paste, so an address just typed
// had to be typed again from memory, or copied from a password manager letter by letter.
test("the e-mail confirmation boxes take a pasted address", async ({ page }) => {
  await verifiedMember(page);
  await openForm(page, "/en/booking/baptism");
  const confirm = field(page, "father.confirmEmail");
  await field(page, "father.email").fill("andreas@example.org");
  const accepted = await confirm.evaluate((input) => {
    const data = new DataTransfer();
    data.setData("text/plain", "andreas@example.org");
    return input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, cancelable: true, bubbles: true }),
    );
  });
  expect(accepted).toBe(true);
});

test("a form with every field filled in but one wrong does not ask to fill in all required fields", async ({
  page,
}) => {
  await baptismFormOnNewSlot(page, "en");
  await fillBaptism(page, "en");
  await field(page, "father.confirmEmail").fill("someone.else@example.org");
  await page.getByRole("button", { name: words.en.continue }).click({ force: true });
  await expect(errorSummary(page).getByRole("link")).toHaveText([
    "Father – Confirm email: Email addresses do not match.",
  ]);
  await expect(page.getByText("Please correct the details listed at the top of the form.")).toBeVisible();
  await expect(page.getByText("Please fill in all required fields.")).toHaveCount(0);
});

// The families' review: the checks across fields (here the e-mails that do not match) were listed
// after every other problem, so the list jumped back up the form.
test("the error summary lists the problems in the order of the form", async ({ page }) => {
  await baptismFormOnNewSlot(page, "en");
  await fillBaptism(page, "en");
  await field(page, "father.confirmEmail").fill("someone.else@example.org");
  // Emptied after being left once, the field says so at once (and the form below moves down).
  await field(page, "godparent.firstName").fill("");
  await expect(field(page, "godparent.firstName")).toHaveAccessibleDescription("This field is required.");
  await page.getByRole("button", { name: words.en.continue }).click({ force: true });
  await expect(errorSummary(page).getByRole("link")).toHaveText([
    "Father – Confirm email: Email addresses do not match.",
    "Godparent – First name: This field is required.",
  ]);
});

test("a family with three requests waiting is told so at Confirm and keeps its chosen date", async ({
  page,
}) => {
  await baptismFormOnNewSlot(page, "en");
  await fillBaptism(page, "en");
  await page.getByRole("button", { name: words.en.continue }).click();
  const message =
    "You already have 3 requests waiting for the church office's answer. Please wait until it answers one, or telephone the office on 020 7946 0123.";
  // What the server answers a fourth request (its own test: server/modules/bookings).
  await page.route("**/api/baptism-booking", (route) =>
    route.fulfill({ status: 409, json: { error: { code: "TOO_MANY_REQUESTS", message } } }),
  );
  await page.getByRole("button", { name: words.en.confirm }).click();
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  // The date is not gone, unlike a slot taken meanwhile: the form still holds it.
  await page.getByRole("alert").filter({ hasText: message }).getByRole("button").click();
  await expect(page.getByText(words.en.heldFor)).toBeVisible();
});

// Family review: Back after sending a request showed the form emptied, as if nothing had gone, and
// a family sent it again (the second refused as a date taken).
test("[el] Back after sending a request says it was sent, and another can still be started", async ({
  page,
}) => {
  await reviewOnNewSlot(page, "el");
  await page.getByRole("button", { name: words.el.confirm }).click();
  await expect(page.getByRole("heading", { name: words.el.thanks })).toBeVisible();
  const confirmation = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/el\/sacraments\/baptism\/booking-form/);
  const note = page.getByRole("region", { name: el.booking.sent.title.baptism });
  await expect(note).toBeVisible();
  await expect(page.getByRole("form")).toHaveCount(0);
  await expectNoViolations(page, "/el/sacraments/baptism/booking-form (already sent)");
  await note.getByRole("link", { name: el.booking.sent.see }).click();
  await expect(page).toHaveURL(confirmation);
  await expect(page.getByTestId("confirmed-request")).toContainText("Georgiou");

  await page.goBack();
  await note.getByRole("button", { name: el.booking.sent.another }).click();
  await expect(note).toHaveCount(0);
  await expect(page.locator("#main")).toBeFocused();
  await expect(page.getByRole("form")).toBeVisible();
  // Started afresh, the note does not come back on a reload.
  await page.reload();
  await expect(page.getByRole("form")).toBeVisible();
  await expect(note).toHaveCount(0);
});

// Operations review: a fault at Confirm said "try again" and nothing the office could find in the
// log. The toast now quotes the answer's reference (the start of its X-Request-Id).
test("[el] a fault of the server at Confirm says so in Greek with the reference for the office", async ({
  page,
  consoleErrors,
}) => {
  await baptismFormOnNewSlot(page, "el");
  await fillBaptism(page, "el");
  await page.getByRole("button", { name: words.el.continue }).click();
  await page.route("**/api/baptism-booking", (route) =>
    route.fulfill({
      status: 500,
      headers: { "x-request-id": "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d" },
      json: { error: { code: "INTERNAL", message: el.apiErrors.INTERNAL } },
    }),
  );
  await page.getByRole("button", { name: words.el.confirm }).click();
  await expect(page.locator("[data-sonner-toast]")).toHaveText(
    `${el.booking.review.failed} Κωδικός για το γραφείο του ναού: 1a2b3c4d.`,
  );
  // Nothing was sent: the review, with its Confirm, is still there to try again.
  await expect(page.getByRole("button", { name: words.el.confirm })).toBeEnabled();
  forgiveConsoleErrors(consoleErrors, /500/);
});

// Family review: the limit of three requests waiting showed only at Confirm, after the whole form.
test("a family with three requests waiting is told so before choosing a date and on the form", async ({
  page,
}) => {
  const slots = await Promise.all([officeSlot("baptism"), officeSlot("baptism"), officeSlot("baptism")]);
  await verifiedMember(page, "el");
  const headers = { "x-xsrf-token": await xsrf(page.request, () => page.context().cookies()) };
  const ids: string[] = [];
  for (const slot of slots) {
    const booked = await page.request.post("/api/baptism-booking", { data: baptismBody(slot.id), headers });
    expect(booked.status(), await booked.text()).toBe(201);
    ids.push(((await booked.json()) as { booking: { id: string } }).booking.id);
  }
  const notice = page.getByRole("region", {
    name: "Έχετε ήδη 3 αιτήματα που περιμένουν την απάντηση του γραφείου του ναού",
  });
  await page.goto("/el/sacraments/baptism/slots");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "020 7946 0123" })).toHaveAttribute(
    "href",
    "tel:+442079460123",
  );
  await expectNoViolations(page, "slots with three requests waiting");
  await openForm(page, "/el/book?type=chrismation");
  await expect(notice).toBeVisible();
  // Family review: the dashboard's own way in (/booking/{type}) did not say it.
  await openForm(page, "/el/booking/baptism");
  await expect(notice).toBeVisible();
  await notice.getByRole("link", { name: "Δείτε τα αιτήματά σας" }).click();
  await expect(page).toHaveURL(/\/el\/dashboard$/);
  // Once one is answered or withdrawn, the form says nothing more.
  const cancelled = await page.request.post(`/api/bookings/${ids[0]}/cancel`, {
    headers: { "x-xsrf-token": await xsrf(page.request, () => page.context().cookies()) },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const read = page.waitForResponse("**/api/bookings/my-bookings");
  await openForm(page, "/el/book?type=chrismation");
  await read;
  // The list's answer is drawn in the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(page.getByRole("heading", { name: /Έχετε ήδη/ })).toHaveCount(0);
});

// Family review: on a phone the refusal was drawn 1 600 px above the Confirm button pressed,
// the focus fell to the page, and Confirm could be pressed again for the same refusal.
test("on a phone, a date taken meanwhile is said where the family looks, and Confirm waits for another date", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await baptismFormOnNewSlot(page, "el");
  await fillBaptism(page, "el");
  await page.getByRole("button", { name: words.el.continue }).click();
  const message = "Λυπούμαστε, αυτή η ώρα μόλις κρατήθηκε.";
  await page.route("**/api/baptism-booking", (route) =>
    route.fulfill({ status: 409, json: { error: { code: "SLOT_TAKEN", message } } }),
  );
  await page.getByRole("button", { name: words.el.confirm }).click();
  const alert = page.getByRole("alert").filter({ hasText: message });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await expect(page.getByRole("button", { name: words.el.confirm })).toBeDisabled();
  // The date is gone: the line below it no longer says it is held for them (QA, 28 November).
  await expect(page.getByText(words.el.heldFor)).toHaveCount(0);
});

// The request reached the office but its answer was lost on a phone's connection; pressed again,
// Confirm said the date had "just been booked", and the family chose another date and sent the
// same child's request a second time.
test("Confirm pressed again after the answer was lost shows the request already sent", async ({
  page,
  consoleErrors,
}) => {
  const slot = await baptismFormOnNewSlot(page, "en");
  await fillBaptism(page, "en");
  await page.getByRole("button", { name: words.en.continue }).click();
  let lost = 0;
  await page.route("**/api/baptism-booking", async (route) => {
    if (lost++ > 0) return route.fallback();
    await route.fetch();
    await route.abort("internetdisconnected");
  });
  await page.getByRole("button", { name: words.en.confirm }).click();
  await expect(page.getByText("Failed to send your request")).toBeVisible();
  // Marked busy while sending, not disabled: the focus is still on it (it fell to the page).
  await expect(page.getByRole("button", { name: words.en.confirm })).toBeFocused();
  await page.getByRole("button", { name: words.en.confirm }).click();
  await expect(page.getByRole("heading", { name: words.en.thanks })).toBeVisible();
  await expect(page.getByTestId("confirmed-request")).toBeVisible();
  const mine = (await (await page.request.get("/api/bookings/my-bookings")).json()) as { slotId: string }[];
  expect(mine.filter((booking) => booking.slotId === slot.id)).toHaveLength(1);
  forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|status of 409/);
});

// Family review: the confirmation page opened without a request (an old link, a bookmark, another
// account's) still said "Thank you!" and that a request had been sent.
test("[el] the confirmation page without a request of this account says so, not thank you", async ({
  page,
  browser,
}) => {
  // Another family's request, whose address this member has been given.
  const other = await browser.newContext();
  const booking = await requestSent(await other.newPage());
  await other.close();

  await verifiedMember(page, "el");
  const missing = el.booking.confirmation.missingTitle;
  for (const address of [
    "/el/sacraments/baptism/booking-confirmation",
    "/el/sacraments/baptism/booking-confirmation?id=7d1f5c1e-0000-4000-8000-000000000001&type=baptism",
    "/el/booking-confirmation?id=not-an-id",
    `/el/sacraments/baptism/booking-confirmation?id=${booking.id}&type=baptism`,
  ]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1, name: missing })).toBeVisible();
    await expect(page.getByRole("heading", { name: words.el.thanks })).toHaveCount(0);
    await expect(page.getByText("Eleni Georgiou")).toHaveCount(0);
    await expect(page.getByRole("link", { name: words.el.dashboard })).toBeVisible();
  }
  await expectNoViolations(page, "/el/booking-confirmation without a request");
});

// Second reading: the request was handed to the confirmation page in the browser's history, where
// Back after logging out (on a shared computer) showed the child's name again without asking.
test("[el] the confirmation page asks the server each time: logged out, it sends to log in and back", async ({
  page,
}) => {
  await baptismFormOnNewSlot(page, "el");
  await fillBaptism(page, "el");
  await page.getByRole("button", { name: words.el.continue }).click();
  await page.getByRole("button", { name: words.el.confirm }).click();
  await expect(page.getByRole("heading", { name: words.el.thanks })).toBeVisible();
  await expect(page.getByTestId("confirmed-request")).toContainText("Eleni Georgiou");
  const confirmation = page.url();
  const headers = await xsrfHeaders(page.request, page);
  expect((await page.request.post("/api/auth/logout", { headers })).ok()).toBe(true);
  await page.goto(confirmation);
  await expect(page).toHaveURL(/\/el\/login\?next=/);
  await expect(page.getByText("Eleni Georgiou")).toHaveCount(0);
});

// Families read the review page without knowing their date was still held, or had been lost.
test("the review page keeps the date's hold: ended, held again, then gone with the office's deletion", async ({
  page,
  consoleErrors,
}) => {
  const later = await deviceClock(page);
  const slot = await reviewOnNewSlot(page, "el");
  await expect(page.getByText(/Κρατείται για εσάς περίπου 1[45] λεπτά ακόμη/)).toBeVisible();

  await later(16);
  const ended = page.getByRole("alert").filter({ hasText: "Η 15λεπτη δέσμευση αυτής της ημερομηνίας έληξε" });
  await expect(ended).toBeVisible();
  await expectNoViolations(page, "/el/sacraments/baptism/booking-review (hold ended)");
  // Offline, the button said nothing and did nothing (QA, 28 November).
  await page.route("**/api/slots/*/hold", (route) => route.abort("internetdisconnected"));
  await ended.getByRole("button", { name: "Νέα δέσμευση της ημερομηνίας" }).click();
  await expect(page.getByText(el.booking.slots.holdFailed)).toBeVisible();
  await page.unroute("**/api/slots/*/hold");
  forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
  await ended.getByRole("button", { name: "Νέα δέσμευση της ημερομηνίας" }).click();
  await expect(page.getByText(/Κρατείται για εσάς περίπου 1[45] λεπτά ακόμη/)).toBeVisible();
  await expect(ended).toHaveCount(0);

  // The office deletes the date (a hold does not stop it; only a request does), and the family's
  // hold ends before they confirm: holding it again finds it gone.
  const admin = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const headers = { "x-xsrf-token": await xsrf(admin, async () => (await admin.storageState()).cookies) };
  await admin.post("/api/auth/login", {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers,
  });
  expect((await admin.delete(`/api/slots/${slot.id}`, { headers })).status()).toBe(204);
  await admin.dispose();
  await later(16);
  await ended.getByRole("button", { name: "Νέα δέσμευση της ημερομηνίας" }).click();
  const gone = page
    .getByRole("alert")
    .filter({ hasText: "με το κουμπί «Επεξεργασία στοιχείων» βλέπετε τις άλλες ημερομηνίες" });
  await expect(gone).toBeVisible();
  await expect(page.getByRole("button", { name: words.el.confirm })).toBeDisabled();
  await expectNoViolations(page, "/el/sacraments/baptism/booking-review (date gone)");
  // Edit Details opens the form on the other dates, with everything typed kept.
  await page.getByRole("button", { name: words.el.edit }).click();
  await expect(page).toHaveURL(/\/el\/sacraments\/baptism\/booking-form/);
  await expect(field(page, "child.firstName")).toHaveValue("Eleni");
  await expect(page.getByText("Επιλέξτε ημερομηνία και ώρα για το μυστήριο.")).toBeVisible();
  await expect(bookButton(page, slot, "el")).toHaveCount(0);
  await expect(page.getByText(/Κρατείται για εσάς/)).toHaveCount(0);
});

// The office may re-time a slot nobody holds. With the family's hold lapsed on the review page (a
// phone asleep on the table), the office moved the slot, and Confirm booked a time the page never
// showed (ADR 028).
test("[el] a date the office moved after the hold lapsed is refused at Confirm, naming its new time", async ({
  page,
  consoleErrors,
}) => {
  const slot = await reviewOnNewSlot(page, "el");
  // The page goes on believing the date held, while the server's hold is gone: the family's hold
  // of another date releases this one, and the page's renewals never reach the server.
  await page.route("**/api/slots/*/hold", (route) =>
    route.fulfill({
      json: {
        slotId: slot.id,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        expiresInSeconds: 900,
        service: "baptism",
      },
    }),
  );
  const elsewhere = await officeSlot("baptism");
  const held = await page.request.post(`/api/slots/${elsewhere.id}/hold`, {
    data: { service: "baptism" },
    headers: await xsrfHeaders(page.request, page),
  });
  expect(held.status(), await held.text()).toBe(200);

  const admin = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const headers = { "x-xsrf-token": await xsrf(admin, async () => (await admin.storageState()).cookies) };
  await admin.post("/api/auth/login", {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers,
  });
  // Ten minutes later, or earlier where another test's slot stands in the way.
  let moved = "";
  for (const minutes of [10, -10, 20, -20]) {
    moved = new Date(new Date(slot.datetime).getTime() + minutes * 60_000).toISOString();
    const edit = await admin.put(`/api/slots/${slot.id}`, {
      data: { datetime: moved, type: "baptism", durationMinutes: 30, overrideReason: "Browser test" },
      headers,
    });
    if (edit.status() === 200) break;
    expect(edit.status(), await edit.text()).toBe(409);
  }
  await admin.dispose();

  await page.getByRole("button", { name: words.el.confirm }).click();
  const refused = page.getByRole("alert").filter({ hasText: "Το γραφείο του ναού άλλαξε αυτή την ώρα" });
  await expect(refused).toBeFocused();
  await expect(refused).toContainText(`${slotDate(moved, "el")}, ${slotTime(moved, "el")}`);
  await expect(page.getByRole("button", { name: words.el.confirm })).toBeDisabled();
  await expectNoViolations(page, "/el/sacraments/baptism/booking-review (date moved)");
  const mine = (await (await page.request.get("/api/bookings/my-bookings")).json()) as unknown[];
  expect(mine).toEqual([]);
  // Edit Details offers the date again at its new time, with everything typed kept.
  await refused.getByRole("button", { name: words.el.edit }).click();
  await expect(field(page, "child.firstName")).toHaveValue("Eleni");
  await expect(bookButton(page, { datetime: moved }, "el")).toBeVisible();
  forgiveConsoleErrors(consoleErrors, /status of 409/);
});

// Content review: a mother alone could not send the form without inventing a father to name.
test("[el] a request without the father's details is sent, and says so on the review", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await baptismFormOnNewSlot(page, "el");
  await fillBaptism(page, "el");
  // Sent once with his first name missing: the summary names it.
  await field(page, "father.firstName").fill("");
  // From the keyboard: the button is aria-disabled while the form is invalid (see the journey above).
  await page.getByRole("button", { name: words.el.continue }).focus();
  await page.keyboard.press("Enter");
  const fatherFirstName = `${el.booking.sections.father} – ${el.booking.fields.firstName}: ${el.validation.required}`;
  await expect(errorSummary(page).getByRole("link")).toHaveText([fatherFirstName]);
  // Ticked: his fields, his message and the shared address go; the address copied stays the
  // mother's own (family review: it was emptied, and the summary kept his messages).
  await field(page, "fatherNotGiven").check();
  await expect(field(page, "father.firstName")).toHaveCount(0);
  await expect(field(page, "sameAsFatherAddress")).toHaveCount(0);
  await expect(page.getByText(el.booking.form.fatherNotGivenNote)).toBeVisible();
  await expect(errorSummary(page)).toHaveCount(0);
  await expect(field(page, "mother.address")).toHaveValue("1 Example Road, Enfield");
  await expect(field(page, "mother.address")).toBeEnabled();
  await page.getByRole("button", { name: words.el.continue }).click();
  await expect(page).toHaveURL(/booking-review/);
  const father = page.getByRole("region", { name: el.booking.sections.father });
  await expect(father).toContainText(el.booking.details.fatherNotGiven);
  await expect(father).not.toContainText("Andreas");
  await expectNoViolations(page, "/el/sacraments/baptism/booking-review (no father named)");
  // "Change" beside it opens the form at his part: its one box.
  await father
    .getByRole("link", { name: `${el.booking.review.change}: ${el.booking.sections.father}` })
    .click();
  await expect(field(page, "fatherNotGiven")).toBeFocused();
  await page.getByRole("button", { name: words.el.continue }).click();
  await page.getByRole("button", { name: words.el.confirm }).click();
  await expect(page.getByTestId("confirmed-request")).toBeVisible();
});

// A form filled in slowly: typing renewed the hold, but Continue saved the hold's first end over
// the renewed one, so the review said the date was no longer held (and stopped renewing it).
test("a hold renewed while the form is filled in is still held on the review page", async ({ page }) => {
  const later = await deviceClock(page);
  await baptismFormOnNewSlot(page, "en");
  const renewal = () =>
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && /\/api\/slots\/[^/]+\/hold$/.test(response.url()),
    );
  await later(10);
  let renewed = renewal();
  await fillBaptism(page, "en");
  expect((await renewed).ok(), "typing renewed the hold").toBe(true);
  // Sixteen minutes after the date was chosen: the last word typed renews the hold again, and
  // Continue follows within the minute (so its press renews nothing).
  await later(6);
  renewed = renewal();
  await field(page, "child.middleNames").fill("Maria Anna");
  expect((await renewed).ok(), "typing renewed the hold").toBe(true);
  await page.getByRole("button", { name: words.en.continue }).click();
  await expect(page).toHaveURL(/booking-review/);
  await expect(page.getByText(/Held for you for about \d+ more minutes/)).toBeVisible();
  await expect(page.getByText("Your 15-minute hold on this date has ended")).toHaveCount(0);
});

// A form in progress stayed in the tab when its session ended elsewhere (logged out in another
// tab), and the next person to log in on that tab found the child's details filled in.
test("a form in progress is never shown to another account logging in on the same tab", async ({ page }) => {
  await baptismFormOnNewSlot(page, "en");
  await field(page, "child.firstName").fill("Eleni");
  const draft = () => page.evaluate(() => sessionStorage.getItem("booking-draft:baptism") ?? "");
  await expect.poll(draft).toContain("Eleni");
  // A date still open, so the next account's form shows its fields (with no date they wait).
  await officeSlot("baptism");
  await verifiedMember(page, "en");
  await page.goto("/en/sacraments/baptism/booking-form");
  await expect(field(page, "child.firstName")).toHaveValue("");
  expect(await draft()).not.toContain("Eleni");
});

// Second reading: the press on Confirm renewed the hold (a minute after the last renewal) and the
// booking went out beside it; a renewal answered after the booking found the date booked and
// said it was taken, on the way to the confirmation.
test("Confirm waits for a renewal of the hold its own press started, then sends the request", async ({
  page,
}) => {
  const later = await deviceClock(page);
  await reviewOnNewSlot(page, "en");
  await later(2);
  let holdAnswered = 0;
  let bookingSent = 0;
  await page.route("**/api/slots/*/hold", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const response = await route.fetch();
    holdAnswered = Date.now();
    await route.fulfill({ response });
  });
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/baptism-booking"))
      bookingSent = Date.now();
  });
  await page.getByRole("button", { name: words.en.confirm }).click();
  await expect(page.getByRole("heading", { name: words.en.thanks })).toBeVisible();
  expect(holdAnswered, "the press renewed the hold").toBeGreaterThan(0);
  expect(bookingSent).toBeGreaterThanOrEqual(holdAnswered);
});

// Family review: a member whose session ended on the review page was sent to create an account.
test("a member whose session ends before Confirm is sent to log in, and comes back to the review", async ({
  page,
}) => {
  await reviewOnNewSlot(page, "en");
  // Logged out elsewhere (another tab): the page still believes it is signed in.
  const headers = await xsrfHeaders(page.request, page);
  expect((await page.request.post("/api/auth/logout", { headers })).ok()).toBe(true);
  await page.getByRole("button", { name: words.en.confirm }).click();
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fsacraments%2Fbaptism%2Fbooking-review/);
  await expect(page.getByText("Your session has ended. Please log in again")).toBeVisible();
});

// Second reading: a member who logged out on a booking page was also told their session had
// ended, and sent to a login page that led back to the form they had left.
test("a member who logs out on the booking form is told only that, on a plain login page", async ({
  page,
}) => {
  await verifiedMember(page);
  await openForm(page, "/en/sacraments/baptism/booking-form");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText("Your session has ended.", { exact: false })).toHaveCount(0);
});

// The spec: "ticking copies father's address and postcode to the mother and disables those
// fields; unticking enables and clears them". QA found them copied but still enabled.
test("'Same as Father's Address' copies the father's address and postcode and disables the mother's; unticking enables and empties them", async ({
  page,
}) => {
  await verifiedMember(page);
  await openForm(page, "/en/booking/baptism");
  const address = field(page, "mother.address");
  const postcode = field(page, "mother.postcode");
  await field(page, "father.address").fill("1 Example Road, Enfield");
  await field(page, "father.postcode").fill("EN3 7ZZ");
  await page.getByLabel("Same as Father's Address").check();
  await expect(address).toHaveValue("1 Example Road, Enfield");
  await expect(postcode).toHaveValue("EN3 7ZZ");
  for (const input of [address, postcode]) await expect(input).toBeDisabled();
  await field(page, "father.postcode").fill("EN3 7AA");
  await expect(postcode).toHaveValue("EN3 7AA");

  // Without the father's address, only his field (the one that can be typed in) asks for it.
  // The field was left before, so emptying it shows its message at once.
  await field(page, "father.address").fill("");
  await expect(field(page, "father.address")).toHaveAccessibleDescription("This field is required.");
  await page.getByRole("button", { name: words.en.continue }).click({ force: true });
  const summary = errorSummary(page);
  await expect(
    summary.getByRole("link", { name: "Father – Address: This field is required." }),
  ).toBeVisible();
  await expect(summary.getByRole("link", { name: /^Mother – (Address|Postcode):/ })).toHaveCount(0);

  await page.getByLabel("Same as Father's Address").uncheck();
  for (const input of [address, postcode]) {
    await expect(input).toBeEnabled();
    await expect(input).toHaveValue("");
  }
});

// QA: each of these buttons takes itself away, and the keyboard focus fell to <body>: a screen
// reader said nothing of what had happened.
test.describe("focus after a button that takes itself away", () => {
  test("choosing a slot in the form, changing it and keeping it, by keyboard", async ({ page }) => {
    const slot = await officeSlot("wedding");
    await verifiedMember(page);
    await openForm(page, "/en/booking/wedding");
    const focused = page.locator(":focus");
    const press = async (button: ReturnType<Page["getByRole"]>) => {
      await button.focus();
      await page.keyboard.press("Enter");
    };

    await press(bookButton(page, slot));
    await expect(focused).toContainText(slotDate(slot.datetime, "en"));
    await expect(focused).toContainText(words.en.heldFor);

    await press(page.getByRole("button", { name: "Change date" }));
    // Accessibility review: the chosen date's button showed "Chosen" but was named "Book …", so
    // speech control could not press what it saw, nor a screen reader tell which was chosen.
    const chosenName = `Chosen: ${slotDate(slot.datetime, "en")} at ${slotTime(slot.datetime, "en")}`;
    await expect(focused.getByRole("button", { name: chosenName, exact: true })).toHaveText("Chosen");

    await press(page.getByRole("button", { name: "Keep the chosen date" }));
    await expect(focused).toContainText(words.en.heldFor);
  });

  test("cancelling a booking from the dashboard", async ({ page }) => {
    const slot = await officeSlot("baptism");
    await verifiedMember(page);
    const token = await xsrf(page.request, () => page.context().cookies());
    const booked = await page.request.post("/api/baptism-booking", {
      data: baptismBody(slot.id),
      headers: { "x-xsrf-token": token },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    await page.goto("/en/dashboard");
    // Accessibility review: every card's buttons had the same names, told apart by nothing in a
    // screen reader's list of buttons.
    const which = `Baptism, ${slotDate(slot.datetime, "en")} at ${slotTime(slot.datetime, "en")}`;
    await expect(page.getByRole("link", { name: `Add to calendar: ${which}`, exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Cancel booking: ${which}`, exact: true }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Cancel booking" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    const card = page.getByRole("heading", { level: 2, name: "Baptism" });
    await expect(card).toBeFocused();
    await expect(card).toHaveAccessibleDescription("Cancelled");
  });
});

test("a refresh in the middle of the form keeps what was typed and the chosen slot", async ({ page }) => {
  await officeSlot("baptism");
  await verifiedMember(page);
  await page.goto("/en/sacraments/chrismation/slots");
  await page
    .getByRole("button", { name: /^Book / })
    .and(page.locator(":not([disabled])"))
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Chrismation Booking Form" })).toBeVisible();
  await field(page, "child.firstName").fill("Ioanna");
  await field(page, "father.religion").fill("Greek Orthodox");
  await page.reload();
  await expect(field(page, "child.firstName")).toHaveValue("Ioanna");
  await expect(field(page, "father.religion")).toHaveValue("Greek Orthodox");
  await expect(page.getByText(words.en.heldFor)).toBeVisible();
});

for (const [clock, offsetMinutes] of [
  ["twenty minutes fast", 20],
  ["twenty minutes slow", -20],
] as const) {
  test(`the 15-minute hold counts down from 15:00 on a device whose clock is ${clock}`, async ({ page }) => {
    // The device's clock as the countdown reads it. (Replacing Date itself, as a fake clock does,
    // would also break @date-fns/tz, which copies Date.prototype's methods: slots showed in UTC.)
    await page.addInitScript((skew) => {
      const deviceNow = Date.now;
      Date.now = () => deviceNow() + skew;
    }, offsetMinutes * 60_000);
    const slot = await officeSlot("baptism");
    await verifiedMember(page);
    await page.goto("/en/sacraments/baptism/slots");
    await bookButton(page, slot).click();
    await expect(page.getByRole("heading", { level: 1, name: "Baptism Booking Form" })).toBeVisible();
    await expect(page.getByText(/Held for you for about 1[45] more minutes/)).toBeVisible();
    await expect(page.getByText(/hold on this date has ended/)).toHaveCount(0);
  });
}

// CI once caught a member's click on Book landing between the slots' answer and the session's:
// the page still took them for a visitor and sent them to sign up, which sent them straight back.
test("a member who chooses a slot before the page knows they are signed in gets the form, not sign-up", async ({
  page,
}) => {
  const slot = await officeSlot("baptism");
  await verifiedMember(page);
  await page.route("**/api/auth/me", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/en/sacraments/baptism/slots");
  await bookButton(page, slot).click();
  await expect(page.getByRole("heading", { level: 1, name: "Baptism Booking Form" })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/sacraments\/baptism\/booking-form$/);
});

test("a visitor starting a booking is sent to sign up and comes back to the form", async ({ page }) => {
  await openForm(page, "/en/booking/baptism");
  await expect(page).toHaveURL(/\/en\/sign-up\?next=%2Fen%2Fbooking%2Fbaptism/);
  const email = await verifiedMember(page, "en", { login: false });
  await page.goto("/en/login?next=%2Fen%2Fbooking%2Fbaptism");
  await page.getByLabel("Email").fill(email);
  await page.locator("input[type=password]").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/en\/booking\/baptism$/);
  await expect(page.getByRole("heading", { level: 1, name: "Baptism Booking Form" })).toBeVisible();
});

test("the review page without data says so and returns to the form", async ({ page }) => {
  await verifiedMember(page);
  await page.goto("/en/sacraments/baptism/booking-review");
  await expect(page.getByText("No booking data found. Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/sacraments\/baptism\/booking-form/);
});

test("/booking/{type} refuses an unknown type", async ({ page }) => {
  await verifiedMember(page);
  await openForm(page, "/en/booking/funeral");
  await expect(page.getByRole("heading", { level: 1, name: "Book a sacrament" })).toBeVisible();
  await expect(page.getByText("Please select a valid booking type.")).toBeVisible();
  // Not a dead end: the way on is to choose one of the services there are.
  await page.getByRole("link", { name: "Choose a service to book" }).click();
  await expect(page).toHaveURL(/\/en\/book$/);
});

test("on a phone, a long e-mail address or name wraps on the review page and the dashboard, not the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await baptismFormOnNewSlot(page, "el");
  await fillBaptism(page, "el");
  // An ordinary address of 35 characters made the review 436 px wide; a name within the
  // 100-character limit but without a space made the dashboard 877 px wide.
  const longName = "Konstantinos".repeat(8);
  await field(page, "child.firstName").fill(longName);
  for (const box of ["father.email", "father.confirmEmail"]) {
    await field(page, box).fill("georgios.papadopoulos@hotmail.co.uk");
  }
  await page.getByRole("button", { name: words.el.continue }).click();
  await expect(page.getByText("georgios.papadopoulos@hotmail.co.uk")).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  // Each answer under its question, with the width to keep its words whole ('Ελληνορθόδοξος' and
  // 'Παπαδόπουλος' broke mid-word beside 'Πατρικό επώνυμο μητέρας').
  const answersBeside = () =>
    page.locator(`section[aria-labelledby^="details-"] dd`).evaluateAll(
      (answers) =>
        answers.filter((dd) => {
          const dt = dd.previousElementSibling;
          return dt !== null && dd.getBoundingClientRect().top < dt.getBoundingClientRect().bottom - 1;
        }).length,
    );
  expect(await answersBeside()).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await answersBeside()).toBeGreaterThan(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: words.el.confirm }).click();
  await expect(page.getByRole("heading", { name: words.el.thanks })).toBeVisible();
  await page.goto("/el/dashboard");
  await expect(page.getByText(`${longName} Georgiou`)).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
});

test("with text twice the size on a phone, the booking form reflows rather than scrolling sideways (WCAG 1.4.4)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await baptismFormOnNewSlot(page, "el");
  // What a browser's "text size 200 %" setting does to a page sized in rem.
  await page.addStyleTag({ content: "html { font-size: 200% !important }" });
  await pickCountry(page, "child.countryOfBirth", "Ελλ", "Ελλάδα");
  // The grid's column grew to the fields' default width and the fieldset to its content: 597 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const child = page.locator("#field-child-firstName");
  const box = await child.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
});

test("logging out forgets a half-filled booking form, so the next person on the device does not find the child's details", async ({
  page,
}) => {
  await baptismFormOnNewSlot(page, "el");
  await field(page, "child.firstName").fill("Σοφία");
  const drafts = () =>
    page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("booking-draft:")));
  await expect.poll(drafts).toEqual(["booking-draft:baptism"]);
  await page
    .getByTestId("account-area")
    .getByRole("button", { name: /Μενού λογαριασμού/ })
    .click();
  await page.getByRole("menuitem", { name: "Αποσύνδεση" }).click();
  await expect.poll(async () => (await page.request.get("/api/auth/me")).status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await drafts()).toEqual([]);
});

test("the generic confirmation page without a booking's type reads as a sentence in both languages", async ({
  page,
  consoleErrors,
}) => {
  const booking = await requestSent(page);
  // The request's own sacrament, whatever the address says (here: none).
  await page.goto(`/el/booking-confirmation?id=${booking.id}`);
  await expect(page.getByText("Το αίτημά σας για βάπτιση στάλθηκε.", { exact: true })).toBeVisible();
  // It read "Your booking booking has been…" and "Η κράτησή σας (κράτηση) υποβλήθηκε…"; it is a
  // request until the office confirms it, as the e-mail says. Said so when the server cannot be
  // asked which sacrament it was.
  await page.route(`**/api/bookings/${booking.id}`, (route) => route.fulfill({ status: 503, json: {} }));
  await page.goto(`/el/booking-confirmation?id=${booking.id}`);
  await expect(page.getByText("Το αίτημά σας στάλθηκε.", { exact: true })).toBeVisible();
  await page.goto(`/en/booking-confirmation?id=${booking.id}`);
  await expect(page.getByText("Your request has been sent.", { exact: true })).toBeVisible();
  // The browser reports the refused reads itself; those are this test's doing.
  forgiveConsoleErrors(consoleErrors, /status of 503/);
});

// UX review: with no date open, the wedding form still showed its forty-odd fields, which could
// not be sent.
test("[el] with no date open, the booking form says so and whom to ask, without fields to fill in", async ({
  page,
}) => {
  await verifiedMember(page, "el");
  await page.route("**/api/slots?type=wedding", (route) => route.fulfill({ json: [] }));
  await page.goto("/el/booking/wedding");
  await expect(page.getByRole("heading", { name: el.booking.slots.emptyTitle })).toBeVisible();
  await expect(page.getByText(el.booking.slots.emptyText)).toBeVisible();
  await expect(page.getByRole("button", { name: el.booking.form.continue })).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  // Every date taken is no date either: the taken one is shown as such, with the same words.
  await page.unroute("**/api/slots?type=wedding");
  const taken = {
    id: "00000000-0000-4000-8000-000000000001",
    datetime: `${nextYear()}-06-05T10:00:00.000Z`,
    timeZone: "Europe/London",
    type: "wedding",
    durationMinutes: 60,
    status: "booked",
    booked: true,
    heldByYou: false,
  };
  await page.route("**/api/slots?type=wedding", (route) => route.fulfill({ json: [taken] }));
  await page.reload();
  await expect(page.getByRole("heading", { name: el.booking.slots.emptyTitle })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Ιουνίου|Ιούνιος/ }).first()).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  // Once a date is open, the form is there.
  await page.unroute("**/api/slots?type=wedding");
  await officeSlot("wedding");
  await page.reload();
  await expect(page.getByRole("button", { name: el.booking.form.continue })).toBeVisible();
  await expect(page.getByRole("textbox").first()).toBeVisible();
});

test("[el] a lost connection is told in Greek, not in the browser's own words", async ({
  page,
  consoleErrors,
}) => {
  await verifiedMember(page, "el");
  await page.route("**/api/bookings/my-bookings", (route) => route.abort("internetdisconnected"));
  await page.goto("/el/dashboard");
  await expect(page.locator("[data-sonner-toast]")).toHaveText(el.booking.dashboard.loadFailed);
  // The browser reports the failed request itself; that one is this test's doing.
  forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
});

test("[el] the country box tells a screen reader how many countries match, in Greek that agrees with the count", async ({
  page,
}) => {
  await verifiedMember(page, "el");
  await openForm(page, "/el/booking/wedding");
  const country = field(page, "groom.placeOfBirth.country");
  const announcer = page.locator("[data-live-announcer]");
  await country.fill("Κ");
  await expect(page.getByRole("option").nth(1)).toBeVisible();
  const matches = await page.getByRole("option").count();
  await expect(announcer).toContainText(`${matches} επιλογές διαθέσιμες.`);
  // A count is announced as the list's length changes while it is open. react-aria's own Greek
  // says «1 επιλογή διαθέσιμες», the adjective in the plural.
  await country.pressSequentially("ύπρ");
  await expect(page.getByRole("option")).toHaveCount(1);
  await expect(announcer).toContainText("1 επιλογή διαθέσιμη.");
  await expect(announcer).not.toContainText(/επιλογή διαθέσιμες|available/);
});

// Found in session 37's audit: Escape left the country list open (react-aria put the list back on
// the text still typed), so a keyboard user could not get the list off the fields below it.
test("Escape closes the country list and keeps what was typed; with the list closed it puts a toast away", async ({
  page,
  consoleErrors,
}) => {
  await officeSlot("wedding");
  await verifiedMember(page);
  await openForm(page, "/en/booking/wedding");
  // An error toast to put away: the date could not be held.
  await page.route("**/api/slots/*/hold", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "UNAVAILABLE", message: "x" } } }),
  );
  await page
    .getByRole("button", { name: /^Book / })
    .and(page.locator(":not([disabled])"))
    .first()
    .click();
  const error = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(error).toBeVisible();
  const country = field(page, "groom.placeOfBirth.country");
  await country.click();
  await page.keyboard.type("gr");
  await expect(page.getByRole("option", { name: "Greece" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(country).toHaveAttribute("aria-expanded", "false");
  await expect(country).toHaveValue("gr");
  await expect(country).toBeFocused();
  // The arrow opens it again (every country, as react-aria does), and Escape closes it again.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  // The next letter opens it on what is typed, and the choice is made as before.
  await page.keyboard.type("e");
  await expect(page.getByRole("option", { name: "Greenland" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Greece" })).toHaveAttribute("data-focused", "true");
  await page.keyboard.press("Enter");
  await expect(country).toHaveValue("Greece");
  // 'No matches' goes with Escape too.
  await country.fill("zzz");
  await expect(page.getByText("No matches")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByText("No matches")).toHaveCount(0);
  await expect(country).toHaveValue("zzz");
  // Every Escape so far was the list's: the error is still there to be read. The next is the toasts'.
  await expect(error).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(error).toHaveCount(0);
  await expect(country).toBeFocused();
  await expect(country).toHaveValue("zzz");
  forgiveConsoleErrors(consoleErrors, /503/);
});
