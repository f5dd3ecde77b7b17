import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { users } from "./db/schema.ts";
import { loggerOptions } from "./logging.ts";
import { createSession, sessionCookieName } from "./modules/auth/session.ts";
import { createTestDatabase } from "./test/database.ts";
import { TestClient } from "./test/test-app.ts";

const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", PUBLIC_URL: "http://parish.test" });
  // The server's own logger options, written to memory rather than to standard output.
  const logger = {
    ...(loggerOptions(config) as object),
    stream: { write: (line: string) => lines.push(line) },
  };
  app = await buildApp({ config, database, logger, webRoot: "/nonexistent-web-root", readCacheTtlMs: 0 });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => close());

const logged = () => lines.join("\n");

describe("what the server log keeps", () => {
  it("writes an e-mailed link's token as [token], so reading the log cannot reset a password", async () => {
    const token = "Gq7xv3Ck2Lr9Tz0Wm4Yb8Nd6Hf1Js5Pa0Qe7Ui3Ko2Xw";
    await app.inject({ url: `/en/reset-password/${token}` });
    await app.inject({ url: `/api/auth/verify-email/${token}` });
    expect(logged()).toContain('"url":"/en/reset-password/[token]"');
    expect(logged()).toContain('"url":"/api/auth/verify-email/[token]"');
    expect(logged()).not.toContain(token);
  });

  it("writes no name searched for", async () => {
    await app.inject({ url: "/api/bookings?status=pending&q=Papadopoulou" });
    expect(logged()).toContain('"url":"/api/bookings?status=pending&q=[redacted]"');
    expect(logged()).not.toContain("Papadopoulou");
  });

  it("names the statement the database refused, but not the values sent with it", async () => {
    // Every schema refuses what the database would (a NUL, say), so the database is made to
    // refuse this one name for the test.
    await database.db.execute(
      sql`alter table services add constraint log_test check (service_en not like '%Konstantinidou%')`,
    );
    const office = new TestClient(app);
    const [admin] = await database.db
      .insert(users)
      .values({
        firstName: "Parish",
        lastName: "Office",
        email: "office-log@example.org",
        passwordHash: "unused",
        role: "admin",
        isVerified: true,
        language: "en",
      })
      .returning();
    office.cookies.set(sessionCookieName, await createSession(database.db, admin?.id ?? ""));
    const answer = await office.post("/api/services", {
      datetime: "2027-01-06T10:00:00Z",
      serviceEn: "Memorial for Anastasia Konstantinidou",
      serviceEl: "Μνημόσυνο",
      kind: "other",
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(logged()).toContain('insert into \\"services\\"');
    expect(logged()).toContain("log_test");
    for (const value of ["Konstantinidou", "Μνημόσυνο"]) {
      expect(logged()).not.toContain(value);
    }
  });
});
