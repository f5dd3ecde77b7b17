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

let officeId: string | undefined;

/** The office (an admin made on the first call) adds a memorial for `firstName` Konstantinidou. */
async function addServiceAsOffice(language: "en" | "el", datetime: string, firstName: string) {
  officeId ??= (
    await database.db
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
      .returning()
  )[0]?.id;
  const office = new TestClient(app, language);
  office.cookies.set(sessionCookieName, await createSession(database.db, officeId ?? ""));
  return office.post("/api/services", {
    datetime,
    serviceEn: `Memorial for ${firstName} Konstantinidou`,
    serviceEl: "Μνημόσυνο",
    kind: "other",
  });
}

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

  // A query parameter's name that is not valid percent-encoding made the request's log line throw,
  // outside anything that catches: one such GET, from anyone, stopped the server.
  it("writes and answers a request whose query is not valid percent-encoding", async () => {
    for (const url of ["/api/services?%E0=1", "/api/nope?%=x", "/api/bookings?%zz&q=Papadopoulou"]) {
      const answer = await app.inject({ url });
      expect([url, answer.statusCode < 500]).toEqual([url, true]);
    }
    expect(logged()).toContain('"url":"/api/services?%E0=1"');
    // The names that can be read are still judged: a search beside a broken name is not written.
    expect(logged()).toContain('"url":"/api/bookings?%zz&q=[redacted]"');
    expect(logged()).not.toContain("Papadopoulou");
  });

  it("names the statement the database refused, but not the values sent with it", async () => {
    // Every schema refuses what the database would (a NUL, say), so the database is made to
    // refuse this one name for the test.
    await database.db.execute(
      sql`alter table services add constraint log_test check (service_en not like '%Konstantinidou%')`,
    );
    const answer = await addServiceAsOffice("en", "2027-01-06T10:00:00Z", "Anastasia");
    expect(answer.statusCode).toBe(500);
    expect(logged()).toContain('insert into \\"services\\"');
    expect(logged()).toContain("log_test");
    for (const value of ["Konstantinidou", "Μνημόσυνο"]) {
      expect(logged()).not.toContain(value);
    }
    // Operations review: the office could not find a family's failure in the log. The answer
    // quotes the start of the request's id, which every line of that request carries.
    const reference = /reference: ([0-9a-f]{8})\./.exec(answer.json().error.message)?.[1];
    expect(answer.headers["x-request-id"]).toMatch(new RegExp(`^${reference}-`));
    const faultLines = lines.filter((line) => line.includes(`"reqId":"${answer.headers["x-request-id"]}"`));
    expect(faultLines.map((line) => JSON.parse(line).msg)).toContain("unhandled error");
  });

  it("quotes the reference in Greek to a Greek caller", async () => {
    const answer = await addServiceAsOffice("el", "2027-01-07T10:00:00Z", "Eleni");
    expect(answer.statusCode).toBe(500);
    expect(answer.json().error.message).toBe(
      `Κάτι πήγε στραβά από τη δική μας πλευρά. Δοκιμάστε ξανά αργότερα. Αν συμβεί ξανά, δώστε στο γραφείο του ναού αυτόν τον κωδικό: ${String(answer.headers["x-request-id"]).slice(0, 8)}.`,
    );
  });

  it("writes nothing for a health probe that finds the server well", async () => {
    const before = lines.length;
    const probe = await app.inject({ url: "/api/health" });
    expect(probe.statusCode).toBe(200);
    expect(lines.slice(before)).toEqual([]);
    // Any other request is still written down, with the id the answer gives back.
    const other = await app.inject({ url: "/api/services" });
    expect(lines.slice(before).join("\n")).toContain(`"reqId":"${other.headers["x-request-id"]}"`);
  });
});
