import { expect, forgiveConsoleErrors, test } from "./fixtures.ts";

test.describe("site shell", () => {
  test("the language switcher keeps the path and query", async ({ page }) => {
    await page.goto("/en/programme?view=list");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Ελληνικά" }).click();
    await expect(page).toHaveURL(/\/el\/programme\?view=list$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("navigation", { name: "Γλώσσα" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/programme\?view=list$/);
  });

  test("/ and unprefixed paths go to the visitor's language", async ({ browser }) => {
    const greek = await browser.newContext({
      locale: "el-GR",
      extraHTTPHeaders: { "Accept-Language": "el-GR,el" },
    });
    const page = await greek.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/el\/home$/);
    await page.goto("/find-us");
    await expect(page).toHaveURL(/\/el\/find-us$/);
    await greek.close();
    const english = await browser.newContext({ extraHTTPHeaders: { "Accept-Language": "de-DE" } });
    const enPage = await english.newPage();
    await enPage.goto("/about-us");
    await expect(enPage).toHaveURL(/\/en\/about-us$/);
    await enPage.goto("/el");
    await expect(enPage).toHaveURL(/\/el\/home$/);
    await english.close();
  });

  test("the remembered language choice beats Accept-Language", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Language": "en-GB" } });
    const page = await context.newPage();
    await page.goto("/en/home");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("link", { name: "Ελληνικά" }).click();
    await expect(page).toHaveURL(/\/el\/home$/);
    await page.goto("/donate");
    await expect(page).toHaveURL(/\/el\/donate$/);
    await context.close();
  });

  test("an unknown page shows the not-found page in its language with a 404", async ({ page }) => {
    const response = await page.goto("/el/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Η σελίδα δεν βρέθηκε");
    // The tab says it in the page's language only (it was «Page not found · Η σελίδα δεν βρέθηκε»).
    await expect(page).toHaveTitle("Η σελίδα δεν βρέθηκε | Ιερός Ναός Αγίου Νικολάου");
    await page.getByRole("link", { name: "Μετάβαση στην αρχική σελίδα" }).click();
    await expect(page).toHaveURL(/\/el\/home$/);
    await page.goto("/en/still/not/here");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle("Page not found | St Nicholas Greek Orthodox Church");
  });

  // Second reading: a path named like one of every object's own properties (/en/toString) was
  // taken for a page with words of its own, and the page never came to life.
  test("a page named like an object's property is a working not-found page", async ({ page }) => {
    for (const [path, heading, home] of [
      ["/en/toString", "Page not found", "Go to the home page"],
      ["/el/constructor", "Η σελίδα δεν βρέθηκε", "Μετάβαση στην αρχική σελίδα"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await page.getByRole("link", { name: home }).click();
      await expect(page).toHaveURL(new RegExp(`${path.slice(0, 3)}/home$`));
    }
  });

  // /index.html was served as the shell, taken for a language, sent on to /index.html/home and
  // broke there ("Application Error": the home page's tags read a language never loaded). The
  // server now redirects it; a cache that kept the shell under such a path must not break either.
  test("a path whose first part is not a language is the not-found page, not an error", async ({
    page,
    request,
  }) => {
    const shell = await (await request.get("/en/login")).text();
    await page.route(/\/(index\.html|xx\/home)$/, (route) =>
      route.fulfill({ body: shell, contentType: "text/html; charset=utf-8" }),
    );
    await page.goto("/index.html");
    await expect(page).toHaveURL(/\/index\.html$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle("Page not found · Η σελίδα δεν βρέθηκε");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // A page's name after it (which no server answer leads to) names no page either.
    await page.goto("/xx/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  // Standards review: /el/login came as the English shell, <html lang="en"> with no title, until
  // its script ran; a reader that runs none announced a Greek address as an untitled English page.
  test("a page drawn in the browser is named in its language before its script runs, and once after", async ({
    browser,
    page,
    request,
  }) => {
    const shell = await (await request.get("/el/login")).text();
    expect(shell).toContain('<html lang="el"');
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const bare = await withoutScript.newPage();
      await bare.goto("/el/login");
      await expect(bare).toHaveTitle("Ιερός Ναός Αγίου Νικολάου, Ένφιλντ");
      await bare.goto("/en/profile");
      await expect(bare).toHaveTitle("St Nicholas Greek Orthodox Church, Enfield");
      await expect(bare.locator("html")).toHaveAttribute("lang", "en");
    } finally {
      await withoutScript.close();
    }
    await page.goto("/el/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Σύνδεση");
    await expect(page).toHaveTitle("Σύνδεση | Ιερός Ναός Αγίου Νικολάου");
    await expect(page.locator("title")).toHaveCount(1);
  });

  // A Greek member page came as a copy of the English shell, which preloads the Latin face
  // only; its Greek text and headings waited for their faces until the styles asked, and moved.
  test("a Greek page drawn in the browser preloads the fonts a pre-rendered Greek page does", async ({
    request,
  }) => {
    const fontPreloads = async (url: string) => {
      const html = await (await request.get(url)).text();
      const tags = html.slice(0, html.indexOf("</head>")).match(/<link\b[^>]*>/g) ?? [];
      return tags
        .filter((tag) => tag.includes('rel="preload"') && tag.includes('as="font"'))
        .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1]);
    };
    const prerendered = await fontPreloads("/el/home");
    expect(prerendered).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-latin-400-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/noto-sans-greek-400-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/noto-serif-greek-600-normal-[\w-]+\.woff2$/),
    ]);
    for (const url of ["/el/login", "/el/dashboard", "/el/manage-bookings"]) {
      expect(await fontPreloads(url), url).toEqual(prerendered);
    }
    for (const font of prerendered) expect((await request.get(font ?? "")).status(), font).toBe(200);
    // An English one has no use for the Greek faces.
    expect(await fontPreloads("/en/login")).toEqual(prerendered.slice(0, 1));
  });

  test("the icons are where browsers and phones look for them, and a missing file is a plain 404", async ({
    page,
    request,
  }) => {
    for (const [url, type] of [
      ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)/],
      ["/apple-touch-icon.png", /^image\/png/],
    ] as const) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect([url, response.status()]).toEqual([url, 200]);
      expect(response.headers()["content-type"]).toMatch(type);
    }
    await page.goto("/en/home");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      "/apple-touch-icon.png",
    );
    // They were sent on to /en/favicon.ico and the like, to answer 404 with a whole page there.
    for (const url of ["/images/nope.png", "/assets/nope.js", "/apple-touch-icon-precomposed.png"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect([url, response.status(), response.headers()["content-type"]]).toEqual([
        url,
        404,
        "text/plain; charset=utf-8",
      ]);
    }
  });

  test("the desktop navbar shows the public menu", async ({ page }) => {
    await page.goto("/en/home");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    for (const label of ["Home", "About Us", "Programme", "Sacraments", "Donate", "Find Us", "Contact Us"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("menu-button")).toBeHidden();
  });

  test("pages carry a Content-Security-Policy that the page satisfies", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/en/home");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    await page.getByRole("link", { name: "About Us", exact: true }).first().click();
    await expect(page).toHaveURL(/about-us/);
    expect(violations).toEqual([]);
  });

  test("shows that the next page is loading while the old one is still on screen", async ({ page }) => {
    await page.goto("/en/login");
    // Hold back the forgot-password page's code, as a slow connection would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/forgot-password-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByTestId("page-loading")).toBeVisible();
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot password");
    await expect(page.getByTestId("page-loading")).toHaveCount(0);
    await expect(page.locator("main")).not.toHaveAttribute("aria-busy", /.*/);
  });

  // The first download of the account pages' words kept its failure: every later move to Log in,
  // the dashboard or a booking page showed "Something went wrong" until the page was reloaded.
  // Chromium 150 keeps a failed module for the life of the page, so the next visit loads afresh.
  test("a failed download of the account pages' words is tried again on the next visit", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/en/home");
    let offline = true;
    await page.route(/\/assets\/members-[^/]+\.js$/, (route) =>
      offline ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Something went wrong/);
    offline = false;
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Welcome/);
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
    forgiveConsoleErrors(
      consoleErrors,
      /ERR_INTERNET_DISCONNECTED|dynamically imported module|Failed to fetch/,
    );
  });

  test("with reduced motion asked for, nothing on the page moves", async ({ page }) => {
    const animated = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("*")]
          .filter((element) => getComputedStyle(element).animationName !== "none")
          .map((element) => element.tagName.toLowerCase()),
      );
    const scrollBehaviour = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    /** Follows a main-menu link while its page's code is held back, as on a slow connection. */
    const whileLoading = async (link: string, module: RegExp, check: () => Promise<void>) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(module, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: link }).click();
      await expect(page.getByTestId("page-loading")).toBeVisible();
      await check();
      release();
      await expect(page.getByTestId("page-loading")).toHaveCount(0);
    };

    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/en/home");
    expect(await scrollBehaviour()).toBe("smooth");
    // The page-loading bar pulses while the next page loads...
    await whileLoading("Programme", /\/assets\/programme-[^/]+\.js$/, async () => {
      expect(await animated()).not.toEqual([]);
    });

    // ...and with reduced motion it stays still, and nothing scrolls smoothly.
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await scrollBehaviour()).toBe("auto");
    await whileLoading("About Us", /\/assets\/about-us-[^/]+\.js$/, async () => {
      expect(await animated()).toEqual([]);
    });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await animated()).toEqual([]);
  });
});
