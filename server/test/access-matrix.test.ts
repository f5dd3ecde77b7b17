import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import type { Access } from "../modules/auth/access.ts";
import { createTestApp, type TestApp, type TestClient } from "./test-app.ts";
import { createUser, loginAs } from "./users.ts";

type Caller = "visitor" | "unverified" | "user" | "admin";
const callers: Caller[] = ["visitor", "unverified", "user", "admin"];

/** What each kind of caller must get from a route declaring `access`: a status, or "allowed" (not 401/403). */
const expected: Record<Access, Record<Caller, 401 | 403 | "allowed">> = {
  public: { visitor: "allowed", unverified: "allowed", user: "allowed", admin: "allowed" },
  user: { visitor: 401, unverified: "allowed", user: "allowed", admin: "allowed" },
  verified: { visitor: 401, unverified: 403, user: "allowed", admin: "allowed" },
  admin: { visitor: 401, unverified: 403, user: 403, admin: "allowed" },
};

/**
 * Who may call each route, as DESIGN.md's API table and ADR 005 say ("owner or admin" routes are
 * "user": the owner check is the service's, tested with each route). The matrix below tests each
 * route against its declaration; this holds the declarations to the contract, so a route declared
 * "user" that the contract gives to verified members only fails here. A new route joins it.
 */
const contract: Record<string, Access> = {
  "POST /api/admin/bookings/:id/cancel": "admin",
  "POST /api/admin/bookings/:id/move": "admin",
  "GET /api/admin/mail": "admin",
  "POST /api/admin/mail/:id/dismiss": "admin",
  "GET /api/admin/services": "admin",
  "GET /api/admin/slots": "admin",
  "GET /api/admin/messages": "admin",
  "PUT /api/admin/messages/:id/answered": "admin",
  "GET /api/admin/summary": "admin",
  "POST /api/auth/change-password": "user",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "user",
  "GET /api/auth/me": "user",
  "PATCH /api/auth/me": "user",
  "POST /api/auth/resend-verification": "public",
  "POST /api/auth/reset-password": "public",
  "POST /api/auth/reset-password/check": "public",
  "POST /api/auth/sign-up": "public",
  "GET /api/auth/verify-email/:token": "public",
  "POST /api/baptism-booking": "verified",
  "GET /api/bookings": "admin",
  "DELETE /api/bookings/:id": "admin",
  "GET /api/bookings/:id": "user",
  "GET /api/bookings/:id/audit": "admin",
  "GET /api/bookings/:id/calendar.ics": "user",
  "POST /api/bookings/:id/cancel": "user",
  "POST /api/bookings/:id/confirm": "admin",
  "POST /api/bookings/:id/decline": "admin",
  "GET /api/bookings/booked-slots": "public",
  "GET /api/bookings/export.csv": "admin",
  "GET /api/bookings/my-bookings": "user",
  "POST /api/contact": "public",
  "GET /api/feasts.ics": "public",
  "GET /api/health": "public",
  "DELETE /api/me": "user",
  "GET /api/me/data": "user",
  "GET /api/me/kept-slots": "verified",
  "GET /api/admin/accounts": "admin",
  "GET /api/admin/services/:id/following": "admin",
  "GET /api/programme.ics": "public",
  "GET /api/services": "public",
  "POST /api/services": "admin",
  "DELETE /api/services/:id": "admin",
  "PUT /api/services/:id": "admin",
  "GET /api/services/:id/calendar.ics": "public",
  "GET /api/slots": "public",
  "POST /api/slots": "admin",
  "DELETE /api/slots/:id": "admin",
  "PUT /api/slots/:id": "admin",
  "POST /api/slots/:id/hold": "verified",
  "PUT /api/slots/:id/keep": "admin",
  "DELETE /api/slots/:id/keep": "admin",
  "POST /api/slots/recurring": "admin",
  "POST /api/wedding-booking": "verified",
};

const fillParams = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());

describe("access matrix", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("declares for every /api route the access the contract gives it", () => {
    const declared = Object.fromEntries(
      [...t.app.accessTable].map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(declared).toEqual(contract);
  });

  it("every /api route answers each kind of caller as its declared access says, never with a 5xx", async () => {
    const routes = [...t.app.accessTable].sort(
      (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
    );
    expect(routes.length).toBeGreaterThan(0);
    const accounts: Partial<Record<Exclude<Caller, "visitor">, { id: string }>> = {};
    const existing = async (caller: Exclude<Caller, "visitor">, input: Parameters<typeof createUser>[1]) => {
      const known = accounts[caller];
      const [row] = known
        ? await t.db.select({ id: users.id }).from(users).where(eq(users.id, known.id))
        : [];
      const account = row ?? (await createUser(t, input));
      accounts[caller] = account;
      return account;
    };
    const table: string[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      // A fresh session per route, as a route may log its caller out; an account a route
      // deleted (DELETE /api/me) is created again.
      const unverified = await existing("unverified", { isVerified: false });
      const user = await existing("user", {});
      const admin = await existing("admin", { role: "admin" });
      const clients: Record<Caller, TestClient> = {
        visitor: t.client(),
        unverified: await loginAs(t, unverified),
        user: await loginAs(t, user),
        admin: await loginAs(t, admin),
      };
      const url = fillParams(route.url);
      const statuses: number[] = [];
      for (const caller of callers) {
        const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
        const response = await clients[caller].request(route.method as "GET", url, body);
        statuses.push(response.statusCode);
        const want = expected[route.access][caller];
        const ok =
          response.statusCode < 500 &&
          (want === "allowed"
            ? response.statusCode !== 401 && response.statusCode !== 403
            : response.statusCode === want);
        if (!ok) {
          failures.push(
            `${route.method} ${route.url} (${route.access}) as ${caller}: ${response.statusCode}, expected ${want} — ${response.body.slice(0, 200)}`,
          );
        }
      }
      table.push(
        `${route.method.padEnd(7)}${route.url.padEnd(48)}${route.access.padEnd(10)}${statuses.map((s) => String(s).padStart(11)).join("")}`,
      );
    }
    console.info(
      `${"method".padEnd(7)}${"route".padEnd(48)}${"access".padEnd(10)}${callers.map((c) => c.padStart(11)).join("")}\n${table.join("\n")}`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
