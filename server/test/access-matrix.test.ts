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

const fillParams = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());

describe("access matrix", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await t?.close();
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
