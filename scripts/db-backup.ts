import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { createBackup } from "../server/db/backup.ts";
import { openConfigured } from "../server/open-configured.ts";

const usage = `Usage: npm run db:backup -- [--out FILE]

Writes every row of the database named by DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded
database) to FILE as JSON (gzip when FILE ends in .gz). With the embedded database, stop the
server first: only one process may open it.`;

const { values } = parseArgs({
  options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (values.help) {
  console.info(usage);
  process.exit(0);
}

const now = new Date();
const out = values.out ?? `parish-backup-${now.toISOString().replace(/[-:]|\.\d+/g, "")}.json`;
const { database } = await openConfigured({ existing: { purpose: "back up" } });
try {
  const backup = await createBackup(database, now);
  const json = JSON.stringify(backup);
  // A nightly job names a file in a folder of backups, made the first night.
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, out.endsWith(".gz") ? gzipSync(json) : json, { mode: 0o600 });
  // Every family's details and the password hashes: the office's alone, also when a file of the
  // same name was there before (writing keeps an existing file's mode).
  chmodSync(out, 0o600);
  const total = Object.values(backup.counts).reduce((sum, rows) => sum + rows, 0);
  console.info(`Backed up ${total} rows (${database.kind}, migration ${backup.migration.tag}) to ${out}`);
  for (const [table, rows] of Object.entries(backup.counts)) console.info(`  ${table.padEnd(18)} ${rows}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
