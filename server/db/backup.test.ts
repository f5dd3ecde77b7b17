import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database.ts";
import {
  BackupError,
  type BackupFile,
  createBackup,
  parseBackup,
  restoreBackup,
  tableCounts,
  tablesInDependencyOrder,
} from "./backup.ts";
import type { Database } from "./client.ts";
import journal from "./migrations/meta/_journal.json" with { type: "json" };
import {
  auditLog,
  bookings,
  contactMessages,
  outbox,
  rateLimits,
  seededServices,
  services,
  sessions,
  slotHolds,
  slotKeeps,
  slots,
  trustedDevices,
  users,
  verifications,
} from "./schema.ts";

/** The newest migration of the journal, the one a freshly migrated database is at. */
const latestMigration = journal.entries.at(-1)?.tag;

const at = (iso: string) => new Date(iso);

/** At least one row in every table, with the awkward values: jsonb, Greek, nulls, millisecond times. */
async function fillEveryTable(database: Database) {
  const { db } = database;
  const [admin, parent] = await db
    .insert(users)
    .values([
      {
        firstName: "Νικόλαος",
        lastName: "Παπαδόπουλος",
        email: "office@example.org",
        passwordHash: "$argon2id$hash-1",
        role: "admin",
        isVerified: true,
        language: "el",
        createdAt: at("2026-01-02T03:04:05.678Z"),
      },
      {
        firstName: "Maria",
        lastName: "O'Brien",
        email: "maria@example.org",
        passwordHash: "$argon2id$hash-2",
      },
    ])
    .returning();
  if (!admin || !parent) throw new Error("users not inserted");
  await db
    .insert(sessions)
    .values({ idHash: "a".repeat(64), userId: parent.id, expiresAt: at("2026-12-01T00:00:00Z") });
  await db
    .insert(trustedDevices)
    .values({ tokenHash: "d".repeat(64), userId: parent.id, expiresAt: at("2027-11-01T00:00:00Z") });
  await db.insert(verifications).values({
    userId: parent.id,
    purpose: "verify-email",
    tokenHash: "b".repeat(64),
    expiresAt: at("2026-12-02T00:00:00Z"),
    usedAt: null,
  });
  const [slot, freeSlot, keptSlot] = await db
    .insert(slots)
    .values([
      { startsAt: at("2027-05-08T10:00:00Z"), durationMinutes: 60, type: "baptism", createdBy: admin.id },
      {
        startsAt: at("2027-06-12T13:30:00Z"),
        durationMinutes: 90,
        type: "wedding",
        overrideReason: "Νηστεία",
      },
      { startsAt: at("2027-06-19T10:00:00Z"), durationMinutes: 60, type: "baptism" },
    ])
    .returning();
  if (!slot || !freeSlot || !keptSlot) throw new Error("slots not inserted");
  await db.insert(slotKeeps).values({
    slotId: keptSlot.id,
    keptFor: "Οικογένεια Χατζηπαναγιώτου",
    telephone: "020 7946 0018",
    note: "Θα τηλεφωνήσουν\nτην Τρίτη",
    keptBy: admin.id,
  });
  await db
    .insert(slotHolds)
    .values({ slotId: freeSlot.id, userId: admin.id, expiresAt: at("2026-11-22T00:10:00Z") });
  await db.insert(bookings).values({
    userId: parent.id,
    type: "baptism",
    slotId: slot.id,
    startsAt: slot.startsAt,
    durationMinutes: 60,
    status: "confirmed",
    details: {
      child: { name: "Ελένη", dateOfBirth: "2026-03-01" },
      godparents: [{ name: "Γιώργος Ζαχαρίου", orthodox: true }],
      notes: 'Quotes " and \\ and emoji 🕯️ and ‮RTL',
      count: 3,
      empty: null,
    },
    contactEmail: parent.email,
    contactName: "Maria O'Brien",
    language: "el",
    calendarSequence: 2,
  });
  await db.insert(services).values([
    {
      startsAt: at("2026-12-06T09:00:00Z"),
      serviceEn: "Divine Liturgy",
      serviceEl: "Θεία Λειτουργία",
      calendarEn: "St Nicholas",
      calendarEl: "Άγιος Νικόλαος",
      kind: "feast",
      source: "seed",
      seedKey: "st-nicholas-2026",
    },
    { startsAt: at("2026-12-05T16:00:00Z"), serviceEn: "Vespers", serviceEl: "Εσπερινός", kind: "vespers" },
  ]);
  await db.insert(seededServices).values({ seedKey: "st-nicholas-2026" });
  await db.insert(contactMessages).values({
    name: "<img src=x onerror=alert(1)>",
    email: "visitor@example.org",
    telephone: null,
    message: "Καλησπέρα,\nline two",
    language: "el",
  });
  await db.insert(outbox).values({
    messageId: "<1@parish.test>",
    to: parent.email,
    subject: "Η κράτησή σας",
    text: "text",
    html: "<p>html</p>",
    attachments: [{ filename: "invite.ics", contentType: "text/calendar", content: "QkVHSU4=" }],
    status: "sent",
    attempts: 1,
    sentAt: at("2026-11-20T10:00:00.123Z"),
  });
  await db.insert(auditLog).values({
    actorId: admin.id,
    actorEmail: admin.email,
    action: "booking.confirm",
    entity: "booking",
    entityId: slot.id,
    beforeStatus: "pending",
    afterStatus: "confirmed",
    reason: null,
  });
  await db
    .insert(rateLimits)
    .values({ key: "login:127.0.0.1", count: 3, resetAt: at("2026-11-22T00:15:00Z") });
}

async function everyRow(database: Database) {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tablesInDependencyOrder()) {
    const rows = await database.db.select().from(table);
    snapshot[getTableName(table)] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return snapshot;
}

async function wipe(database: Database) {
  for (const table of tablesInDependencyOrder().reverse()) await database.db.delete(table);
}

describe("database backup and restore", () => {
  let database: Database;
  let original: Record<string, unknown[]>;
  let backup: BackupFile;

  beforeAll(async () => {
    database = await createTestDatabase();
    await fillEveryTable(database);
    original = await everyRow(database);
    backup = parseBackup(JSON.stringify(await createBackup(database)));
  });
  afterAll(async () => {
    await database.close();
  });

  it("covers every table of the schema, parents before the tables that reference them", () => {
    const names = tablesInDependencyOrder().map(getTableName);
    expect(names).toHaveLength(14);
    expect(names.indexOf("users")).toBeLessThan(names.indexOf("trusted_devices"));
    expect(names.indexOf("users")).toBeLessThan(names.indexOf("sessions"));
    expect(names.indexOf("slots")).toBeLessThan(names.indexOf("bookings"));
    expect(names.indexOf("slots")).toBeLessThan(names.indexOf("slot_holds"));
    expect(names.indexOf("slots")).toBeLessThan(names.indexOf("slot_keeps"));
    for (const name of names) expect(backup.counts[name], name).toBeGreaterThan(0);
  });

  it("writes a header with the format, the migration, the time and the row counts", () => {
    expect(backup.format).toBe("parish-website-backup");
    expect(backup.version).toBe(1);
    expect(backup.migration.tag).toBe(latestMigration);
    expect(backup.counts).toMatchObject({ users: 2, slots: 3, slot_keeps: 1, services: 2, bookings: 1 });
    expect(Number.isNaN(Date.parse(backup.createdAt))).toBe(false);
    const booking = backup.tables.bookings?.[0] as {
      startsAt: unknown;
      details: { child: { name: string } };
    };
    expect(booking.startsAt).toBe("2027-05-08T10:00:00.000Z");
    expect(booking.details.child.name).toBe("Ελένη");
  });

  it("refuses to restore over a database that holds data unless forced", async () => {
    await expect(restoreBackup(database, backup)).rejects.toThrow(/not empty.*--force/s);
    expect(await everyRow(database)).toEqual(original);
  });

  it("restores every row exactly after the database is wiped", async () => {
    await wipe(database);
    expect(Object.values(await tableCounts(database.db)).every((rows) => rows === 0)).toBe(true);
    await restoreBackup(database, backup);
    expect(await everyRow(database)).toEqual(original);
  });

  it("replaces changed data when forced", async () => {
    await database.db.delete(contactMessages);
    await database.db.insert(services).values({
      startsAt: at("2026-12-25T10:00:00Z"),
      serviceEn: "Nativity",
      serviceEl: "Χριστούγεννα",
      kind: "feast",
    });
    await restoreBackup(database, backup, { force: true });
    expect(await everyRow(database)).toEqual(original);
  });

  it("refuses a damaged, foreign or incomplete file before touching anything", async () => {
    const text = JSON.stringify(backup);
    const refused = (mutate: (file: Record<string, unknown>) => void) => {
      const file = JSON.parse(text) as Record<string, unknown>;
      mutate(file);
      return () => parseBackup(JSON.stringify(file));
    };
    expect(() => parseBackup(text.slice(0, text.length / 2))).toThrow(/not valid JSON/);
    expect(() => parseBackup('{"hello":"world"}')).toThrow(/not a parish-website-backup/);
    expect(refused((file) => (file.version = 99))).toThrow(/format version 99/);
    expect(
      refused((file) => {
        const [first] = (file.tables as { users: { firstName: string }[] }).users;
        if (first) first.firstName = "Mallory";
      }),
    ).toThrow(/checksum/);
    expect(() => parseBackup(text.replace('"Ελένη"', '"Eleni"'))).toThrow(/checksum/);
    expect(
      refused((file) => {
        delete (file.tables as Record<string, unknown>).rate_limits;
      }),
    ).toThrow(BackupError);
    expect(await everyRow(database)).toEqual(original);
  });

  it("refuses a backup made at another migration, leaving the database as it was", async () => {
    const foreign = { ...backup, migration: { tag: "0042_future", hash: "f".repeat(64) } };
    await expect(restoreBackup(database, foreign, { force: true })).rejects.toThrow(
      `made at migration 0042_future; this database is at ${latestMigration}`,
    );
    expect(await everyRow(database)).toEqual(original);
  });

  // Operations review: a backup from another version was refused with "nothing was changed",
  // after the script had already created and migrated the empty database it was given.
  it("is refused by db:restore before the database is even opened when another version made it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "parish-restore-"));
    try {
      const file = path.join(dir, "old.json");
      writeFileSync(
        file,
        JSON.stringify({ ...backup, migration: { tag: "0006_refold_search_text", hash: "e".repeat(64) } }),
      );
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-restore.ts", "--in", file], {
        env: { ...process.env, DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `made at migration 0006_refold_search_text; this version of the website is at ${latestMigration}`,
      );
      expect(existsSync(path.join(dir, "data"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rolls back completely when a row cannot be inserted", async () => {
    const broken = structuredClone(backup);
    // A booking pointing at a slot that is not in the file fails the foreign key at the very end.
    (broken.tables.bookings?.[0] as { slotId: string }).slotId = "00000000-0000-4000-8000-000000000000";
    const refusal = await restoreBackup(database, broken, { force: true }).catch((error: unknown) => error);
    expect(await everyRow(database)).toEqual(original);
    // Operations review: db:restore printed the whole failed query, every family's details in its
    // parameters, and not the database's reason. It says which table and rule refused the rows.
    expect(refusal).toBeInstanceOf(BackupError);
    const message = (refusal as Error).message;
    expect(message).toMatch(/"bookings".*foreign key constraint "bookings_slot_id_slots_id_fk"/);
    for (const personal of ["Maria", "O'Brien", "maria@example.org", "Νικόλαος"])
      expect(message).not.toContain(personal);
    // A value the column cannot take is not repeated either: it may be a family's details.
    const mistyped = structuredClone(backup);
    (mistyped.tables.bookings?.[0] as { durationMinutes: unknown }).durationMinutes =
      "Zephyrina 07700 900123";
    const typeRefusal = await restoreBackup(database, mistyped, { force: true }).catch(
      (error: Error) => error,
    );
    expect((typeRefusal as Error).message).toMatch(/rows of bookings: invalid input syntax for type integer/);
    expect((typeRefusal as Error).message).not.toContain("Zephyrina");
    expect(await everyRow(database)).toEqual(original);
  });
});
