import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresTemplateName } from "../test/global-setup.ts";
import { createBackup } from "./backup.ts";
import { openPostgres } from "./client.ts";
import { bookings, slots } from "./schema.ts";

const url = process.env.TEST_DATABASE_URL ?? "";
const name = `parish_backup_${randomBytes(4).toString("hex")}`;
const target = Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function query(connection: string, text: string) {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await query(url, `drop database if exists ${name} with (force)`);
});

// Operations review: a backup of a running PostgreSQL site read each table at its own moment (READ
// COMMITTED), so a booking made while it ran was copied without its slot, and the file, reported
// as made, could never be restored (the foreign key refused it).
describe("a backup taken while families book", () => {
  it("copies one moment of the database: a booking made meanwhile is in it with its slot, or not at all", async () => {
    await query(url, `create database ${name} template ${postgresTemplateName}`);
    const backupSide = await openPostgres(target);
    const familySide = await openPostgres(target);
    try {
      const { copied } = await familySide.db.transaction(async (tx) => {
        // Bookings held still, so the backup has read the slots and waits on the bookings...
        await tx.execute(sql`lock table ${bookings} in access exclusive mode`);
        const backup = createBackup(backupSide);
        for (let tries = 0; ; tries++) {
          const [waiting] = await query(
            target,
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          );
          if (waiting?.n > 0) break;
          if (tries > 200) throw new Error("the backup never reached the bookings");
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        // ...while a family's new slot and booking are made.
        const [slot] = await tx
          .insert(slots)
          .values({ startsAt: new Date(Date.UTC(2031, 0, 11, 11)), durationMinutes: 60, type: "baptism" })
          .returning();
        await tx.insert(bookings).values({
          type: "baptism",
          slotId: slot?.id,
          startsAt: slot?.startsAt ?? new Date(),
          durationMinutes: 60,
          status: "pending",
          details: {},
          contactEmail: "family@example.org",
          contactName: "Family",
        });
        // Wrapped: a promise returned as it is would be awaited before the commit, which it awaits.
        return { copied: backup };
      });
      const file = await copied;
      const slotIds = new Set(file.tables.slots?.map((row) => row.id));
      const orphans = (file.tables.bookings ?? []).filter((row) => !slotIds.has(row.slotId));
      expect(orphans).toEqual([]);
    } finally {
      await backupSide.close();
      await familySide.close();
    }
  });
});
