import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import {
  assertMadeByThisVersion,
  BackupError,
  type BackupFile,
  parseBackup,
  restoreBackup,
} from "../server/db/backup.ts";
import { openConfigured } from "../server/open-configured.ts";

const usage = `Usage: npm run db:restore -- --in FILE [--force]

Replaces every row of the database named by DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded
database) with the rows of a backup made by db:backup, in one transaction: if anything fails,
nothing changes. Refuses a non-empty database unless --force is given, and a backup made at
another migration. With the embedded database, stop the server first.`;

const { values } = parseArgs({
  options: {
    in: { type: "string" },
    force: { type: "boolean", default: false },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help || !values.in) {
  console.info(usage);
  process.exit(values.help ? 0 : 2);
}

let text: string;
try {
  const bytes = readFileSync(values.in);
  // gzip files start with 1f 8b, whatever they are called.
  text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString("utf8");
} catch (error) {
  console.error(`Cannot read ${values.in}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The file is judged before the database is opened: opening it creates and migrates it.
let backup: BackupFile;
try {
  backup = parseBackup(text);
  assertMadeByThisVersion(backup);
} catch (error) {
  console.error(
    `Restore refused, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const { database } = await openConfigured();
try {
  await restoreBackup(database, backup, { force: values.force });
  const total = Object.values(backup.counts).reduce((sum, rows) => sum + rows, 0);
  console.info(
    `Restored ${total} rows from ${values.in} (made ${backup.createdAt} on ${backup.database}) into the ${database.kind} database.`,
  );
} catch (error) {
  const reason = error instanceof BackupError ? error.message : `the database refused it: ${String(error)}`;
  console.error(`Restore refused, nothing was changed: ${reason}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
