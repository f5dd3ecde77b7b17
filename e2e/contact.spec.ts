import { expect, forgiveConsoleErrors, mailbox, test } from "./fixtures.ts";

test.describe("contact form", () => {
  test("shows each message once its field is touched and keeps Send disabled while invalid", async ({
    page,
  }) => {
    await page.goto("/en/contact-us");
    const send = page.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await page.getByRole("textbox", { name: "Name", exact: true }).click();
    await page.getByRole("textbox", { name: "Email", exact: true }).click();
    await expect(page.getByText("Please provide a name.")).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
    await page.getByRole("textbox", { name: "Message", exact: true }).click();
    await expect(page.getByText("Please provide a valid email address.")).toBeVisible();
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Too short");
    await page.getByRole("textbox", { name: "Name", exact: true }).click();
    await expect(page.getByText("Messages must be at least 15 characters long.")).toBeVisible();
    await expect(send).toBeDisabled();
  });

  test("keeps what the visitor typed before the form's code arrived", async ({ page, baseURL }) => {
    // The form's code loads after the page; hold it back like a slow phone's network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The frame's goto: the fixture's page.goto would wait for the form it is holding back.
    await page.mainFrame().goto(new URL("/en/contact-us", baseURL).href);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.locator("#contact-form");
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await name.fill("Eleni Christou");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("eleni@example.com");
    await expect(form).not.toHaveAttribute("data-ready", "true");
    release();
    await expect(form).toHaveAttribute("data-ready", "true");
    await expect(name).toHaveValue("Eleni Christou");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("eleni@example.com");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Is there a vespers service on Saturday evening?");
    await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  test("keeps a message half written when the visitor switches to Greek", async ({ page }) => {
    await page.goto("/en/contact-us");
    await expect(page.locator("#contact-form")).toHaveAttribute("data-ready", "true");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Eleni Christou");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Is there a vespers service");
    await page.getByRole("link", { name: "Ελληνικά" }).click();
    await expect(page).toHaveURL(/\/el\/contact-us$/);
    await expect(page.getByRole("textbox", { name: "Ονοματεπώνυμο", exact: true })).toHaveValue(
      "Eleni Christou",
    );
    await expect(page.getByRole("textbox", { name: "Μήνυμα", exact: true })).toHaveValue(
      "Is there a vespers service",
    );
  });

  test("opening the other language in a new tab leaves nothing to be handed over later", async ({
    page,
    context,
  }) => {
    await page.goto("/en/contact-us");
    await expect(page.locator("#contact-form")).toHaveAttribute("data-ready", "true");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Is there a vespers service");
    const opened = context.waitForEvent("page");
    await page.getByRole("link", { name: "Ελληνικά" }).click({ modifiers: ["ControlOrMeta"] });
    await (await opened).close();
    // Sent, then reloaded within the minute, the form must not come back with the message.
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith("kept-on-language")),
      ),
    ).toEqual([]);
    await expect(page).toHaveURL(/\/en\/contact-us$/);
  });

  test("shows the messages in Greek", async ({ page }) => {
    await page.goto("/el/contact-us");
    await page.getByRole("textbox", { name: "Ονοματεπώνυμο", exact: true }).click();
    await page.getByRole("textbox", { name: "Email", exact: true }).click();
    await expect(page.getByText("Παρακαλούμε συμπληρώστε το ονοματεπώνυμό σας.")).toBeVisible();
  });

  test("sends the message to the office with reply-to the sender and resets the form", async ({ page }) => {
    const sender = `visitor-${Date.now()}@example.com`;
    await page.goto("/en/contact-us");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Eleni Christou");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(sender);
    await page.getByRole("textbox", { name: "Telephone (optional)", exact: true }).fill("07700 900456");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("We would like to arrange a memorial service next month.");
    await page.getByRole("button", { name: "Send" }).click();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText("Success");
    await page.mouse.click(5, 5);
    await expect(alert).toBeVisible();
    await alert.getByRole("button", { name: "OK" }).click();
    await expect(alert).toBeHidden();
    // The focus is not lost to the page: it is at the (empty) form's heading.
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    const mail = await mailbox.waitFor("office@example.org", new RegExp(sender));
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${sender}`, "m"));
    expect(mail.raw).toContain("memorial service");
  });

  test("tells the visitor when the server fails", async ({ page, consoleErrors }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        headers: { "x-request-id": "9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f" },
        json: { error: { code: "INTERNAL", message: "Something went wrong" } },
      }),
    );
    await page.goto("/el/contact-us");
    await page.getByRole("textbox", { name: "Ονοματεπώνυμο", exact: true }).fill("Γιώργος Παπάς");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("giorgos@example.com");
    await page
      .getByRole("textbox", { name: "Μήνυμα", exact: true })
      .fill("Θα ήθελα πληροφορίες για βάπτιση.");
    await page.getByRole("button", { name: "Αποστολή" }).click();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText("Σφάλμα διακομιστή");
    // The answer's reference, for the office to find the fault in the server's log.
    await expect(alert).toContainText("Δοκιμάστε ξανά αργότερα. Κωδικός για το γραφείο του ναού: 9f8e7d6c.");
    await alert.getByRole("button", { name: "Εντάξει" }).click();
    await expect(page.getByRole("button", { name: "Αποστολή" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Ονοματεπώνυμο", exact: true })).toHaveValue(
      "Γιώργος Παπάς",
    );
    // The browser reports the 500 we forced on the console; that is the point of this test.
    forgiveConsoleErrors(consoleErrors, /status of 500/);
  });

  test("tells the visitor when the network is down", async ({ page, consoleErrors }) => {
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    await page.goto("/en/contact-us");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Eleni Christou");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("eleni@example.com");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Is there a service on Thursday evening?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Network Error");
    forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
  });
});

// Without scripts the pre-rendered form showed, took a whole message and had a Send button that
// could never send it.
test("without scripts, the contact page says the form needs JavaScript and points to the address", async ({
  pageWithoutScripts: page,
  page: withScripts,
}) => {
  for (const [lang, words, address] of [
    ["en", "Sending a message needs JavaScript", "Church office"],
    ["el", "Η αποστολή μηνύματος χρειάζεται JavaScript", "Γραφείο"],
  ] as const) {
    await page.goto(`/${lang}/contact-us`);
    // Playwright's text matching skips a <noscript>'s content; what the page shows holds it.
    expect(await page.getByRole("main").innerText()).toContain(words);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Send|Αποστολή)$/ })).toBeHidden();
    await expect(page.getByRole("complementary", { name: new RegExp(address) })).toContainText(/EN\d/);
  }
  // On a phone the menu button needs a script: the menu's links show in the header instead.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId("menu-button")).toBeHidden();
  await expect(
    page.getByRole("navigation", { name: "Κύριο μενού" }).getByRole("link", { name: "Δωρεές" }),
  ).toBeVisible();
  await withScripts.goto("/en/contact-us");
  await expect(withScripts.getByRole("textbox", { name: /Name/ })).toBeVisible();
  await expect(withScripts.getByText("Sending a message needs JavaScript")).toHaveCount(0);
});
