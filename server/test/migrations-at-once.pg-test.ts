import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/client.ts";

const url = process.env.TEST_DATABASE_URL ?? "";
const name = `parish_migrate_${randomBytes(4).toString("hex")}`;

async function asAdmin(query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

afterAll(() => asAdmin(`drop database if exists ${name} with (force)`));

// Operations review: the README said migrations take a lock, but three instances started at once
// on an empty database ran them together; one exited on CREATE TABLE "audit_log".
describe("instances starting together on an empty PostgreSQL database", () => {
  it("all start: one migrates while the others wait, and each migration runs once", async () => {
    await asAdmin(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const opened = await Promise.allSettled(Array.from({ length: 3 }, () => openPostgres(target.toString())));
    expect(opened.map((result) => (result.status === "rejected" ? String(result.reason) : "ok"))).toEqual([
      "ok",
      "ok",
      "ok",
    ]);
    for (const result of opened) if (result.status === "fulfilled") await result.value.close();
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    const { rows } = await client.query(
      "select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations",
    );
    await client.end();
    expect(rows[0].n).toBe(rows[0].d);
    expect(rows[0].n).toBeGreaterThanOrEqual(9);
  });
});
