import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres, pgliteStartParams } from "../db/client.ts";

/**
 * A clean, migrated database for one test file: an in-memory PGlite loaded from the migrated
 * template, or, when TEST_DATABASE_URL is set (CI), a PostgreSQL database copied from the template.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (url && template) {
    const name = `parish_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openPostgres(dbUrl.toString());
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const tar = readFileSync(inject("pgliteTemplate"));
  const client = new PGlite({ loadDataDir: new Blob([tar]), startParams: pgliteStartParams(PGlite) });
  return openPglite(client);
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
