import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsJournal, NewerDatabaseError, openPostgres } from "../db/client.ts";

const url = process.env.TEST_DATABASE_URL ?? "";
const name = `parish_migrate_${randomBytes(4).toString("hex")}`;
const newerName = `parish_newer_${randomBytes(4).toString("hex")}`;
const urlOf = (database: string) => {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
};

async function asAdmin(query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await asAdmin(`drop database if exists ${name} with (force)`);
  await asAdmin(`drop database if exists ${newerName} with (force)`);
});

// Operations review: the README said migrations take a lock, but three instances started at once
// on an empty database ran them together; one exited on CREATE TABLE "audit_log".
describe("instances starting together on an empty PostgreSQL database", () => {
  it("all start: one migrates while the others wait, and each migration runs once", async () => {
    await asAdmin(`create database ${name}`);
    const target = urlOf(name);
    const opened = await Promise.allSettled(Array.from({ length: 3 }, () => openPostgres(target)));
    expect(opened.map((result) => (result.status === "rejected" ? String(result.reason) : "ok"))).toEqual([
      "ok",
      "ok",
      "ok",
    ]);
    for (const result of opened) if (result.status === "fulfilled") await result.value.close();
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const { rows } = await client.query(
      "select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations",
    );
    await client.end();
    expect(rows[0].n).toBe(rows[0].d);
    expect(rows[0].n).toBeGreaterThanOrEqual(9);
  });
});

// Operations review: the previous version started again after an upgrade (a rollback) ran on a
// schema it was not written for.
describe("a PostgreSQL database a newer version has migrated", () => {
  it("is refused, naming the database and what to do, with nothing applied", async () => {
    await asAdmin(`create database ${newerName}`);
    const target = urlOf(newerName);
    await (await openPostgres(target)).close();
    const newest = migrationsJournal().entries.at(-1);
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    await client.query(
      "insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', $1)",
      [(newest?.when ?? 0) + 24 * 60 * 60 * 1000],
    );
    const refused = await openPostgres(target).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NewerDatabaseError);
    expect(String(refused)).toContain(`The database in ${new URL(url).hostname}:`);
    expect(String(refused)).toContain(`/${newerName} was changed by a newer version of the website`);
    const { rows } = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    await client.end();
    expect(rows[0].n).toBe(migrationsJournal().entries.length + 1);
  });
});
