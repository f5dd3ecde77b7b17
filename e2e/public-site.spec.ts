import type { ServiceEntry } from "../contracts/programme.ts";
import { addDaysIso, endOfLondonDay, londonDate, londonToUtc } from "../contracts/time.ts";
import { formatNextService } from "../web/features/programme/format.ts";
import { stoppedClockInLondon } from "./dates.ts";
import { expect, forgiveConsoleErrors, test } from "./fixtures.ts";

const pages = {
  en: {
    home: "Welcome to St Nicholas",
    "about-us": "About us",
    "our-faith": "Our faith",
    programme: "Programme of services",
    calendar: "Church calendar",
    sacraments: "Sacraments",
    donate: "Support our church",
    "find-us": "Find us",
    "contact-us": "Contact us",
    privacy: "Privacy notice",
  },
  el: {
    home: "Καλώς ήρθατε",
    "about-us": "Η ενορία μας",
    "our-faith": "Η πίστη μας",
    programme: "Πρόγραμμα",
    calendar: "Εκκλησιαστικό ημερολόγιο",
    sacraments: "Μυστήρια",
    donate: "Στηρίξτε",
    "find-us": "Πώς θα μας βρείτε",
    "contact-us": "Επικοινωνία",
    privacy: "Πολιτική απορρήτου",
  },
} as const;

for (const [lang, headings] of Object.entries(pages)) {
  test.describe(`public pages in ${lang}`, () => {
    for (const [page, heading] of Object.entries(headings)) {
      test(`/${lang}/${page} is pre-rendered with its content and meta tags`, async ({
        page: browser,
        request,
      }) => {
        const html = await (await request.get(`/${lang}/${page}`)).text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
        expect(html).toContain(`hrefLang="${lang === "en" ? "el" : "en"}"`);
        expect(html).toContain(
          `<meta property="og:locale:alternate" content="${lang === "en" ? "el_GR" : "en_GB"}"/>`,
        );
        expect(html).toMatch(/<meta property="og:image:alt" content="[^"]{40,}"\/>/);
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
        await browser.goto(`/${lang}/${page}`);
        await expect(browser.getByRole("heading", { level: 1 })).toContainText(heading);
        await expect(browser.locator("img:not([width])")).toHaveCount(0);
      });
    }
  });
}

// ADR 023 hides what only a script works where none runs; the donate page's Copy buttons and the
// find-us page's map button were missed, and did nothing when pressed.
test("without scripts, no public page shows a button, in either language or on a phone", async ({
  pageWithoutScripts: page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [lang, headings] of Object.entries(pages)) {
      for (const name of Object.keys(headings)) {
        await page.goto(`/${lang}/${name}`);
        const shown = await page
          .getByRole("button")
          .evaluateAll((buttons) =>
            buttons.filter((b) => b.checkVisibility()).map((b) => (b.textContent ?? "").trim()),
          );
        expect(shown, `/${lang}/${name} at ${width} px`).toEqual([]);
      }
    }
  }
});

test("a page names the web manifest of its language, which a phone adds to its home screen", async ({
  page,
}) => {
  for (const [language, shortName] of [
    ["en", "St Nicholas, Enfield"],
    ["el", "Άγιος Νικόλαος Ένφιλντ"],
  ] as const) {
    await page.goto(`/${language}/about-us`);
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute("href", `/${language}/manifest.webmanifest`);
    const manifest = await (await page.request.get(`/${language}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ short_name: shortName, start_url: `/${language}/home` });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
    }
  }
});

test("the footer leads to the pages the menu has no room for, in each language", async ({ page }) => {
  for (const [lang, links] of [
    ["en", ["Our Faith", "Church Calendar", "Privacy notice"]],
    ["el", ["Η πίστη μας", "Εκκλησιαστικό ημερολόγιο", "Πολιτική απορρήτου"]],
  ] as const) {
    await page.goto(`/${lang}/home`);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: links[1] }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/calendar$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(pages[lang].calendar);
    await footer.getByRole("link", { name: links[0] }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(pages[lang]["our-faith"]);
    await expect(footer.getByRole("link", { name: links[2] })).toHaveAttribute("href", `/${lang}/privacy`);
  }
});

// The pages are built once and served for years: in the January after the build, the footer's
// year differed from the pre-rendered one and React threw the whole page away to draw it again.
test("the footer names the visitor's year on a page built in an earlier one, without a hydration error", async ({
  page,
}) => {
  const builtIn = Number(/© (\d{4})/.exec(await (await page.request.get("/en/about-us")).text())?.[1]);
  expect(builtIn).toBeGreaterThan(2000);
  await page.clock.setFixedTime(new Date(`${builtIn + 1}-01-05T10:00:00Z`));
  for (const [lang, rights] of [
    ["en", "All rights reserved."],
    ["el", "Με την επιφύλαξη παντός δικαιώματος."],
  ] as const) {
    await page.goto(`/${lang}/about-us`);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${builtIn + 1} `);
    await expect(page.getByRole("contentinfo")).toContainText(rights);
  }
});

test.describe("home page", () => {
  test("shows the next service in English with weekday or Today, ordinal day and 12-hour time", async ({
    page,
  }) => {
    await page.goto("/en/home");
    const when = page.getByTestId("next-service-when");
    await expect(when).toHaveText(
      /^(Today|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} (am|pm)$/,
    );
    await expect(page.getByTestId("next-service-name")).not.toBeEmpty();
    await expect(page.getByTestId("next-service").getByRole("link")).toHaveAttribute("href", "/en/programme");
  });

  test("shows the next service in natural Greek", async ({ page }) => {
    await page.goto("/el/home");
    await expect(page.getByTestId("next-service-when")).toHaveText(
      /^(Σήμερα,|Δευτέρα|Τρίτη|Τετάρτη|Πέμπτη|Παρασκευή|Σάββατο|Κυριακή) \d{1,2} [Α-ωά-ώ]+ \d{4}, \d{1,2}:\d{2} (π\.μ\.|μ\.μ\.)$/,
    );
  });

  // Review: the next service was worked out once, at load: a home page left open (a screen in the
  // church hall) still showed a Liturgy hours after it had begun, and never said "Today".
  test.describe("on a page left open", () => {
    test.use(stoppedClockInLondon);

    test("moves on to the following service once the next one has begun", async ({ page }) => {
      const from = londonDate(new Date());
      const services: ServiceEntry[] = await (
        await page.request.get(`/api/services?from=${from}&to=${addDaysIso(from, 60)}&lang=en`)
      ).json();
      const later = services.filter((s) => Date.parse(s.datetime) > Date.now() + 5 * 60_000);
      const first = later[0];
      const second = later.find((s) => Date.parse(s.datetime) > Date.parse(first?.datetime ?? ""));
      if (!first || !second) throw new Error("expected the seeded programme to have two services to come");
      const start = Date.parse(first.datetime);
      await page.clock.install({ time: start - 30_000 });
      await page.goto("/en/home");
      const when = page.getByTestId("next-service-when");
      await expect(when).toHaveText(formatNextService(first.datetime, "en", "Today", true));
      await page.clock.runFor(60_000);
      await expect(when).toHaveText(
        formatNextService(second.datetime, "en", "Today", londonDate(second.datetime) === londonDate(start)),
      );
    });

    // Review: one failed answer (the hall's Wi-Fi dropping at midnight) replaced the service with an
    // error for good: nothing asked again until someone reloaded the page.
    test("keeps the service shown through a failed refresh and asks again a minute later", async ({
      page,
      consoleErrors,
    }) => {
      const today = londonDate(new Date());
      const tomorrow = addDaysIso(today, 1);
      const [entry]: ServiceEntry[] = await (
        await page.request.get(`/api/services?from=${today}&to=${addDaysIso(today, 60)}&lang=en`)
      ).json();
      if (!entry) throw new Error("expected the seeded programme to have a service to come");
      const service = { ...entry, datetime: londonToUtc(tomorrow, "10:00").toISOString() };
      let online = true;
      let failed = 0;
      await page.route("**/api/services?*", (route) => {
        if (online) return route.fulfill({ json: [service] });
        failed += 1;
        return route.abort("internetdisconnected");
      });
      await page.clock.install({ time: endOfLondonDay(today).getTime() - 30_000 });
      await page.goto("/en/home");
      const when = page.getByTestId("next-service-when");
      await expect(when).toHaveText(formatNextService(service.datetime, "en", "Today", false));

      online = false;
      await page.clock.runFor(60_000); // past midnight: the refresh fails
      await expect(page.getByTestId("next-service-name")).toHaveText(service.service);
      await expect(page.getByTestId("next-service")).not.toContainText("We could not load");

      // The page sets its minute's wait once it has handled the failure, in its own (real) time:
      // going online and moving the clock before then left the retry a minute beyond the test's
      // clock (CI, session 43). So the failure is seen first, and the clock moves on by minutes.
      await expect.poll(() => failed).toBe(1);
      online = true;
      await expect(async () => {
        await page.clock.runFor(61_000);
        await expect(when).toHaveText(formatNextService(service.datetime, "en", "Today", true), {
          timeout: 1_000,
        });
      }).toPass({ timeout: 15_000 });
      forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    });

    test("says the service cannot be shown when the first answer fails, and shows it once an answer comes", async ({
      page,
      consoleErrors,
    }) => {
      let online = false;
      await page.route("**/api/services?*", (route) =>
        online ? route.fallback() : route.abort("internetdisconnected"),
      );
      await page.clock.install();
      await page.goto("/el/home");
      await expect(page.getByTestId("next-service")).toContainText("Δεν ήταν δυνατό να φορτωθεί");
      online = true;
      await page.clock.runFor(61_000);
      await expect(page.getByTestId("next-service-when")).toBeVisible();
      await expect(page.getByTestId("next-service")).not.toContainText("Δεν ήταν δυνατό να φορτωθεί");
      forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    });
  });

  test("says so when no service is scheduled", async ({ page }) => {
    await page.route("**/api/services?*", (route) => route.fulfill({ json: [] }));
    await page.goto("/en/home");
    await expect(page.getByTestId("next-service")).toContainText("No upcoming services scheduled.");
  });

  test("lists the upcoming feasts by date in both languages", async ({ page }) => {
    await page.goto("/en/home");
    const feasts = page.getByTestId("upcoming-feasts").getByRole("listitem");
    await expect(feasts).toHaveCount(6);
    await expect(page.getByTestId("upcoming-feasts")).toContainText("Upcoming feasts");
    await page.goto("/el/home");
    await expect(page.getByTestId("upcoming-feasts")).toContainText("Προσεχείς εορτές");
    await expect(page.getByTestId("upcoming-feasts").getByRole("listitem").first()).toContainText(/[Α-Ω]/);
  });

  // Review: the feasts were worked out once, at load: on a page left open past midnight, tomorrow's
  // feast kept its date instead of "Today".
  test("says Today of a feast from London's midnight on a page left open", async ({ page }) => {
    // A minute before 6 December begins in London (GMT then): St Nicholas is tomorrow.
    await page.clock.install({ time: new Date(`${new Date().getFullYear()}-12-05T23:59:30Z`) });
    await page.goto("/en/home");
    const nicholas = page
      .getByTestId("upcoming-feasts")
      .getByRole("listitem")
      .filter({ hasText: "St Nicholas" });
    await expect(nicholas).toContainText("6 December");
    await page.clock.runFor(60_000);
    await expect(nicholas).toContainText("Today");
    await expect(nicholas).not.toContainText("6 December");
  });

  // Public review: St Nicholas, the church's own feast, read like any other saint's day.
  test("marks the church's own feast among the upcoming feasts", async ({ page }) => {
    // 3 December: St Nicholas (the 6th) is among the feasts to come.
    await page.clock.setFixedTime(new Date(`${new Date().getFullYear()}-12-03T10:00:00Z`));
    await page.goto("/el/home");
    const nicholas = page
      .getByTestId("upcoming-feasts")
      .getByRole("listitem")
      .filter({ hasText: "Αγίου Νικολάου" });
    await expect(nicholas).toContainText("6 Δεκεμβρίου");
    await expect(nicholas).toContainText("Πανηγυρίζει ο ναός μας");
    await page.goto("/en/home");
    await expect(
      page.getByTestId("upcoming-feasts").getByRole("listitem").filter({ hasText: "Our church's feast day" }),
    ).toHaveText(/St Nicholas/);
  });

  test("says the next service cannot be shown and leaves out the feasts when the date code fails to load", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/assets\/dates-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/en/home");
    await expect(page.getByTestId("next-service")).toContainText("We could not load the next service.");
    await expect(page.getByTestId("upcoming-feasts")).toHaveCount(0);
    // The aborted downloads themselves are reported on the console; nothing else may be.
    forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|dynamically imported module/);
  });

  test("links to the four quick destinations", async ({ page }) => {
    await page.goto("/en/home");
    const quick = page.getByRole("navigation", { name: "Quick links" });
    for (const target of ["programme", "find-us", "sacraments", "donate"]) {
      await expect(quick.locator(`a[href="/en/${target}"]`)).toBeVisible();
    }
  });
});

test.describe("sacraments page", () => {
  test("keeps the phone and e-mail out of the HTML and decodes them into links", async ({
    page,
    request,
  }) => {
    for (const lang of ["en", "el"]) {
      const html = await (await request.get(`/${lang}/sacraments`)).text();
      expect(html).not.toContain("office@example.org");
      expect(html).not.toContain("7946");
      await page.goto(`/${lang}/sacraments`);
      await expect(page.getByTestId("office-phone")).toHaveAttribute("href", "tel:+442079460123");
      // Grouped as a London number is written (the spec's 3-3-3 read "020 794 601 23", ADR 016).
      await expect(page.getByTestId("office-phone")).toContainText("020 7946 0123");
      await expect(page.getByTestId("office-email")).toHaveAttribute("href", "mailto:office@example.org");
      await expect(page.locator(`a[href="/${lang}/book"]`)).toBeVisible();
    }
  });
});

test.describe("donate page", () => {
  test("copies a bank detail without clipboard permission and shows Copied for two seconds", async ({
    page,
  }) => {
    await page.goto("/en/donate");
    const row = page.getByTestId("bank-row").filter({ hasText: "Account number" });
    const button = row.getByRole("button", { name: /Copy/ });
    await button.click();
    await expect(row.getByRole("button")).toContainText("Copied");
    await expect(row.getByRole("button")).toContainText("Copy", { timeout: 3000 });
    await expect(row.getByRole("button")).not.toContainText("Copied");
  });

  test("puts the value on the clipboard when allowed", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/el/donate");
    const row = page.getByTestId("bank-row").filter({ hasText: "Κωδικός τράπεζας" });
    await row.getByRole("button").click();
    await expect(row.getByRole("button")).toContainText("Αντιγράφηκε");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("00-00-00");
  });
});

test.describe("find us page", () => {
  test("loads the OpenStreetMap map only after the button is pressed", async ({ page }) => {
    const osm: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("openstreetmap.org")) osm.push(r.url());
    });
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ body: "<html></html>", contentType: "text/html" }),
    );
    await page.goto("/en/find-us");
    await expect(page.getByText("Free parking at the church.")).toBeVisible();
    await expect(page.getByText(/Southbury station .* 0\.8 miles/)).toBeVisible();
    await expect(page.getByText(/Brimsdown station .* 1 mile/)).toBeVisible();
    await expect(page.getByText(/every Sunday from 8:30 am to 12:00 pm/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Open in a map/ })).toHaveAttribute(
      "href",
      /openstreetmap\.org/,
    );
    expect(osm).toEqual([]);
    await page.getByRole("button", { name: "Show the interactive map" }).click();
    await expect(page.getByTestId("osm-map")).toHaveAttribute(
      "src",
      /openstreetmap\.org\/export\/embed\.html/,
    );
  });
});

test.describe("search engines", () => {
  test("home and find-us describe the church as schema.org data, which the page's CSP leaves alone", async ({
    page,
    request,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const church = async () => {
      const blocks = page.locator('script[type="application/ld+json"]');
      await expect(blocks).toHaveCount(1);
      return JSON.parse((await blocks.textContent()) ?? "");
    };
    for (const [lang, name, other] of [
      ["en", "St Nicholas Greek Orthodox Church, Enfield", "Ιερός Ναός Αγίου Νικολάου, Ένφιλντ"],
      ["el", "Ιερός Ναός Αγίου Νικολάου, Ένφιλντ", "St Nicholas Greek Orthodox Church, Enfield"],
    ] as const) {
      for (const path of ["home", "find-us"]) {
        const html = await (await request.get(`/${lang}/${path}`)).text();
        expect(html).toContain(
          '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Church"',
        );
        await page.goto(`/${lang}/${path}`);
        expect(await church()).toMatchObject({
          "@type": "Church",
          name,
          alternateName: other,
          address: { "@type": "PostalAddress", addressCountry: "GB" },
          geo: { "@type": "GeoCoordinates" },
        });
      }
      // Only those two pages: a page reached in the browser drops it, and the next one adds it again.
      await page
        .getByRole("link", { name: lang === "en" ? "About Us" : "Η ενορία μας", exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/about-us$`));
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}/find-us$`));
      expect(await church()).toMatchObject({ name });
    }
    expect(violations).toEqual([]);
  });

  test("the programme and calendar pages name their language's calendar feeds, which answer", async ({
    request,
  }) => {
    for (const [lang, programme, feasts] of [
      ["en", "Service programme", "Orthodox feasts (English)"],
      ["el", "Πρόγραμμα ακολουθιών", "Ορθόδοξες εορτές (στα ελληνικά)"],
    ] as const) {
      for (const path of ["programme", "calendar"]) {
        const html = await (await request.get(`/${lang}/${path}`)).text();
        const links = [
          ...html.matchAll(/<link rel="alternate" type="text\/calendar" title="([^"]+)" href="([^"]+)"\/>/g),
        ];
        expect(links.map((link) => [link[1], link[2]])).toEqual([
          [programme, `/api/programme.ics?lang=${lang}`],
          [feasts, `/api/feasts.ics?lang=${lang}`],
        ]);
        for (const [, , href] of links) {
          const feed = await request.get(href ?? "");
          expect(feed.headers()["content-type"]).toContain("text/calendar");
          expect(await feed.text()).toContain("BEGIN:VCALENDAR");
        }
      }
    }
    expect((await (await request.get("/en/home")).text()).includes("text/calendar")).toBe(false);
  });

  test("find a sitemap and robots.txt", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain("/el/find-us</loc>");
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Sitemap:");
  });
});

test("with text twice the size on a phone, no public page scrolls sideways (WCAG 1.4.4)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const wide: string[] = [];
  for (const [lang, headings] of Object.entries(pages)) {
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      // What a browser's "text size 200 %" setting does to a page sized in rem.
      await page.addStyleTag({ content: "html { font-size: 200% !important }" });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) wide.push(`/${lang}/${path}: ${width} px`);
    }
  }
  // Before: the calendar's month buttons, the programme's view switch, the contact form, a long
  // Greek heading word and the portraits pushed seven pages to 377-463 px.
  expect(wide).toEqual([]);
});
