import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export const postgresTemplateName = "parish_test_template";

/** Migrates one template database per run; each test file then gets a fast, clean copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const stale = await admin.query("select datname from pg_database where datname like 'parish_test_%'");
    for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`create database ${postgresTemplateName}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${postgresTemplateName}`;
    const template = await openPostgres(templateUrl.toString());
    await template.close();
    project.provide("postgresTemplate", postgresTemplateName);
    project.provide("pgliteTemplate", "");
    return;
  }
  const client = new PGlite();
  const database = await openPglite(client);
  const dump = await client.dumpDataDir("none");
  const file = path.join(tmpdir(), `parish-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
}
