import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsJournal, NewerDatabaseError, openDatabase } from "../db/client.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "parish-newer-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const aDay = 24 * 60 * 60 * 1000;

// Operations review: after an upgrade, starting the previous version again (a rollback) ran it on
// a schema it was not written for; drizzle's migrator says nothing of a migration it does not know.
describe("a version older than the database's schema", () => {
  it("does not start, says why and what to do, and leaves the data as it was", async () => {
    const database = await openDatabase({ dataDir });
    const newest = migrationsJournal().entries.at(-1);
    if (!newest) throw new Error("no migrations");
    // What a newer version's migration leaves behind.
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${newest.when + aDay})`,
    );
    await database.close();

    const started = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "warn" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("was changed by a newer version of the website");
    expect(started.stderr).toContain(`this version knows those up to ${newest.tag}`);
    expect(started.stderr).toContain("npm run db:restore");
    expect(started.stderr).not.toMatch(/^\s+at /m);

    // Refused again in this process: the refusal let go of the directory's lock.
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(NewerDatabaseError);
    const client = new PGlite(path.join(dataDir, "pglite"));
    const { rows } = await client.query<{ hash: string }>(
      "select hash from drizzle.__drizzle_migrations order by created_at desc limit 1",
    );
    expect(rows[0]?.hash).toBe("from-a-newer-version");
    await client.close();
  }, 120_000);
});
