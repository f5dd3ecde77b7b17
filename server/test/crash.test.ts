import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { bookings, outbox, slots, users } from "../db/schema.ts";
import { hashPassword } from "../modules/auth/password.ts";
import { createSession } from "../modules/auth/session.ts";
import { baptismBody } from "../modules/bookings/fixtures.ts";
import { startServerProcess } from "./server-process.ts";

const burst = 25;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The database the server process will use: a data dir of PGlite, or a fresh PostgreSQL database. */
async function databaseTarget() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "parish-crash-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return {
      env: { DATA_DIR: dataDir } as Record<string, string>,
      dataDir,
      open: () => openDatabase({ dataDir }),
    };
  }
  const name = `parish_crash_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return {
    env: { DATABASE_URL: dbUrl.toString() } as Record<string, string>,
    dataDir: undefined,
    open: () => openDatabase({ databaseUrl: dbUrl.toString() }),
  };
}

describe("a crash during a burst of bookings", () => {
  it("keeps every booking that got a 201, each with its mails, and nothing half-written", async () => {
    const target = await databaseTarget();

    // Families with sessions and one free slot each, written before the server starts.
    const setup = await target.open();
    const passwordHash = await hashPassword("Crash-Test-Password-1!");
    const families: { cookie: string; slotId: string }[] = [];
    for (let i = 0; i < burst; i++) {
      const [user] = await setup.db
        .insert(users)
        .values({
          firstName: "F",
          lastName: `${i}`,
          email: `family${i}@example.org`,
          passwordHash,
          isVerified: true,
        })
        .returning();
      const [slot] = await setup.db
        .insert(slots)
        .values({
          startsAt: new Date(Date.now() + (10 + i) * 86_400_000),
          durationMinutes: 60,
          type: "baptism",
        })
        .returning();
      if (!user || !slot) throw new Error("setup failed");
      families.push({
        cookie: `sid=${await createSession(setup.db, user.id)}; XSRF-TOKEN=t`,
        slotId: slot.id,
      });
    }
    await setup.close();

    const server = await startServerProcess(
      { ...target.env, SMTP_URL: "smtp://127.0.0.1:9" },
      target.dataDir,
    );
    cleanups.push(() => server.cleanup());

    const created: string[] = [];
    let firstAnswer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      firstAnswer = resolve;
    });
    const requests = families.map(async (family) => {
      try {
        const res = await fetch(`${server.url}/api/baptism-booking`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: family.cookie, "x-xsrf-token": "t" },
          body: JSON.stringify(baptismBody(family.slotId)),
        });
        if (res.status === 201) created.push((await res.json()).booking.id);
      } catch {
        // the connection died with the server: this request got no answer
      } finally {
        firstAnswer();
      }
    });
    await answered;
    server.child.kill("SIGKILL");
    await Promise.all(requests);
    await server.exited;
    expect(created.length).toBeGreaterThan(0);

    const after = await target.open();
    try {
      const rows = await after.db.select().from(bookings);
      const ids = rows.map((row) => row.id);
      for (const id of created) expect(ids).toContain(id);
      // Every booking in the database, answered or not, has both its mails: never half there.
      for (const row of rows) {
        const mails = await after.db
          .select({ to: outbox.to })
          .from(outbox)
          .where(inArray(outbox.to, [row.contactEmail, "office@example.org"]));
        expect(mails.length).toBeGreaterThanOrEqual(2);
        const [slot] = await after.db
          .select()
          .from(slots)
          .where(eq(slots.id, row.slotId ?? ""));
        expect(slot).toBeDefined();
      }
      const mailCount = (await after.db.select().from(outbox)).length;
      expect(mailCount).toBe(rows.length * 2);
    } finally {
      await after.close();
    }
  }, 120_000);
});
