import {
  type APIRequestContext,
  type Browser,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import { londonToUtc } from "../contracts/time.ts";
import { nextYear } from "./dates.ts";
import { baseUrl, decodeMail, expect, mailbox } from "./fixtures.ts";

/** The people of a browser test: the e2e admin and families who sign up through the API. */
const password = "Correct-Horse-42!";
type Lang = "en" | "el";

export async function xsrfHeaders(request: APIRequestContext, page: Page) {
  await request.get("/api/health");
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  return { "x-xsrf-token": token };
}

/** Logs the page's browser context in as the e2e admin, through the API. */
export async function logInAsAdmin(page: Page) {
  const headers = await xsrfHeaders(page.request, page);
  const login = await page.request.post("/api/auth/login", {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers,
  });
  expect(login.ok(), await login.text()).toBe(true);
  return headers;
}

/** A member in a browser context of their own: signed up, verified through the e-mailed link, logged in. */
export async function member(browser: Browser, lang: Lang, firstName = "Ελένη") {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `family-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const headers = await xsrfHeaders(page.request, page);
  const signUp = await page.request.post("/api/auth/sign-up", {
    data: { firstName, lastName: "Γεωργίου", email, password, language: lang },
    headers,
  });
  expect(signUp.status()).toBe(201);
  const mail = await mailbox.waitFor(email, /verify-email/);
  const link = decodeMail(mail.raw).match(/https?:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]+/)?.[0] ?? "";
  await page.request.get(link);
  expect((await page.request.post("/api/auth/login", { data: { email, password }, headers })).ok()).toBe(
    true,
  );
  return { page, context, email, headers };
}

/** A random date from June to November next year (no baptism rule applies) and a quarter hour. */
export function randomSlotTime() {
  const day = new Date(Date.UTC(nextYear(), 5, 1) + Math.floor(Math.random() * 180) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const hour = String(7 + Math.floor(Math.random() * 12)).padStart(2, "0");
  const minute = ["00", "15", "30", "45"][Math.floor(Math.random() * 4)] ?? "00";
  return { day, hour, minute };
}

/** A new baptism slot at a random time, created by the office (logged in on the page) through the API. */
export async function baptismSlot(page: Page, adminHeaders: Record<string, string>) {
  for (;;) {
    const { day, hour, minute } = randomSlotTime();
    const created = await page.request.post("/api/slots", {
      data: {
        datetime: londonToUtc(day, `${hour}:${minute}`).toISOString(),
        type: "baptism",
        durationMinutes: 30,
      },
      headers: adminHeaders,
    });
    // Another test's slot may stand at that time: take another.
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { id: string; datetime: string };
  }
}

/** Signs up through the API, follows the e-mailed link and logs in, in the page's browser context. */
export async function verifiedMember(
  page: Page,
  language: "en" | "el" = "en",
  options: { login?: boolean } = {},
) {
  const email = `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const headers = await xsrfHeaders(page.request, page);
  const signUp = await page.request.post("/api/auth/sign-up", {
    data: { firstName: "Sofia", lastName: "Georgiou", email, password, language },
    headers,
  });
  expect(signUp.status()).toBe(201);
  const mail = await mailbox.waitFor(email, /verify-email/);
  const link = decodeMail(mail.raw).match(/https?:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.request.get(link ?? "");
  if (options.login !== false) {
    expect((await page.request.post("/api/auth/login", { data: { email, password }, headers })).ok()).toBe(
      true,
    );
  }
  return email;
}

/** The XSRF token of a request context, asked for with a first request. */
export async function xsrf(
  request: APIRequestContext,
  cookies: () => Promise<{ name: string; value: string }[]>,
) {
  await request.get("/api/health");
  return (await cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
}

/** The church office's API, logged in in a request context of its own; dispose of it after. */
async function officeApi() {
  const admin = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const token = await xsrf(admin, async () => (await admin.storageState()).cookies);
  const headers = { "x-xsrf-token": token };
  const login = await admin.post("/api/auth/login", {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers,
  });
  expect(login.ok()).toBe(true);
  return { admin, headers };
}

/** The office keeps a slot for a family who telephoned (ADR 034), as Manage Slots' dialog does. */
export async function officeKeeps(slotId: string, keep: { keptFor: string; email?: string }) {
  const { admin, headers } = await officeApi();
  const kept = await admin.put(`/api/slots/${slotId}/keep`, { data: keep, headers });
  expect(kept.status(), await kept.text()).toBe(200);
  await admin.dispose();
}

/** A slot created as the church office would: through the admin API. */
export async function officeSlot(type: "baptism" | "wedding"): Promise<{ id: string; datetime: string }> {
  const { admin, headers } = await officeApi();
  // A random future day and hour, so parallel tests seldom ask for overlapping slots; when another
  // test's slot stands there (a 409, CI on 25 November), another time.
  const create = () => {
    const day = new Date(Date.now() + (2 + Math.floor(Math.random() * 900)) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const hour = String(8 + Math.floor(Math.random() * 10)).padStart(2, "0");
    return admin.post("/api/slots", {
      data: {
        datetime: londonToUtc(day, `${hour}:${Math.random() < 0.5 ? "00" : "30"}`).toISOString(),
        type,
        durationMinutes: 30,
        overrideReason: "Browser test",
      },
      headers,
    });
  };
  let created = await create();
  for (let tries = 1; created.status() === 409 && tries < 10; tries++) created = await create();
  expect(created.status(), await created.text()).toBe(201);
  const slot = (await created.json()) as { id: string; datetime: string };
  await admin.dispose();
  return slot;
}
