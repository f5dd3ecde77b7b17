import { createHash } from "node:crypto";
import { count, getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { type Database, type Executor, migrationsJournal } from "./client.ts";
import * as schema from "./schema.ts";

/**
 * A logical backup: every table of the schema as JSON rows, so one file restores on the embedded
 * database and on PostgreSQL alike, whichever it came from.
 */
export const backupFormat = "parish-website-backup";
export const backupFormatVersion = 1;

type Row = Record<string, unknown>;

export type BackupHeader = {
  format: typeof backupFormat;
  version: number;
  /** The last migration applied to the database the backup came from. */
  migration: { tag: string; hash: string };
  createdAt: string;
  database: Database["kind"];
  counts: Record<string, number>;
  /** sha256 of the JSON of `tables`, so a truncated or edited file is refused. */
  checksum: string;
};

export type BackupFile = BackupHeader & { tables: Record<string, Row[]> };

/** A backup that cannot be restored here; the message says why, for the person running the script. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** Every table of the schema, parents before children, so inserts never break a foreign key. */
export function tablesInDependencyOrder(): PgTable[] {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const ordered: PgTable[] = [];
  const visiting = new Set<PgTable>();
  const visit = (table: PgTable) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const parent = foreignKey.reference().foreignTable;
      if (parent !== table) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

type Migration = { tag: string; hash: string };

/** The latest migration recorded in the database, named by its tag in the migrations journal. */
export async function currentMigration(executor: Executor): Promise<Migration> {
  const result = await executor.execute(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  // Both drivers (PGlite and node-postgres) answer with a `rows` array.
  const latest = (result as unknown as { rows: { hash: string; created_at: string | number }[] }).rows[0];
  if (!latest) throw new BackupError("The database has no migrations applied.");
  const entry = migrationsJournal().entries.find((candidate) => candidate.when === Number(latest.created_at));
  return { tag: entry?.tag ?? `unknown-${latest.created_at}`, hash: latest.hash };
}

/**
 * Refuses, before any database is opened, a backup made at a migration other than this version's
 * newest: opening the target would already create and migrate it.
 */
export function assertMadeByThisVersion(file: BackupFile): void {
  const newest = migrationsJournal().entries.at(-1)?.tag;
  if (file.migration.tag !== newest)
    throw new BackupError(
      `The backup was made at migration ${file.migration.tag}; this version of the website is at ${newest}. ` +
        "Restore it with the version of the website that made it, then upgrade.",
    );
}

const checksumOf = (tables: Record<string, Row[]>) =>
  createHash("sha256").update(JSON.stringify(tables)).digest("hex");

function toJson(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * Reads every row of every table in one transaction that sees one moment of the database
 * (REPEATABLE READ: under PostgreSQL's default each table was read at its own moment, so a
 * booking made meanwhile was copied without its slot, and the file could never be restored).
 */
export async function createBackup(database: Database, now = new Date()): Promise<BackupFile> {
  return database.db.transaction(
    async (tx) => {
      const tables: Record<string, Row[]> = {};
      const counts: Record<string, number> = {};
      for (const table of tablesInDependencyOrder()) {
        const name = getTableName(table);
        const primaryKey = getTableConfig(table).columns.filter((column) => column.primary);
        const rows = (await tx
          .select()
          .from(table)
          .orderBy(...primaryKey)) as Row[];
        tables[name] = rows.map(toJson);
        counts[name] = rows.length;
      }
      return {
        format: backupFormat,
        version: backupFormatVersion,
        migration: await currentMigration(tx),
        createdAt: now.toISOString(),
        database: database.kind,
        counts,
        checksum: checksumOf(tables),
        tables,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Parses and checks a backup file's text, refusing anything that is not a complete backup of this schema. */
export function parseBackup(text: string): BackupFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError("The file is not a backup: it is not valid JSON (truncated or damaged?).");
  }
  const file = parsed as Partial<BackupFile> | null;
  if (!file || typeof file !== "object" || file.format !== backupFormat) {
    throw new BackupError(`The file is not a ${backupFormat} file.`);
  }
  if (file.version !== backupFormatVersion) {
    throw new BackupError(
      `The backup uses format version ${String(file.version)}; this program reads version ${backupFormatVersion}.`,
    );
  }
  if (!file.tables || typeof file.tables !== "object" || !file.counts || !file.migration) {
    throw new BackupError("The backup is incomplete: its header or tables are missing.");
  }
  if (file.checksum !== checksumOf(file.tables)) {
    throw new BackupError("The backup is damaged: its contents do not match its checksum.");
  }
  const known = new Map(tablesInDependencyOrder().map((table) => [getTableName(table), table]));
  for (const [name, rows] of Object.entries(file.tables)) {
    const table = known.get(name);
    if (!table) throw new BackupError(`The backup has a table this version does not know: "${name}".`);
    if (!Array.isArray(rows) || rows.length !== file.counts[name]) {
      throw new BackupError(
        `The backup is damaged: table "${name}" does not hold the rows its header counts.`,
      );
    }
    const columns = getTableColumns(table);
    for (const row of rows) {
      if (!row || typeof row !== "object" || Array.isArray(row)) {
        throw new BackupError(`The backup is damaged: a row of "${name}" is not an object.`);
      }
      for (const key of Object.keys(row)) {
        if (!Object.hasOwn(columns, key)) {
          throw new BackupError(`The backup has a column this version does not know: "${name}.${key}".`);
        }
      }
    }
  }
  for (const name of known.keys()) {
    if (!(name in file.tables))
      throw new BackupError(`The backup is incomplete: table "${name}" is missing.`);
  }
  return file as BackupFile;
}

/** Turns JSON values back into what the columns take (ISO strings into Dates for timestamps). */
function fromJson(table: PgTable, row: Row): Row {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      columns[key]?.dataType === "date" && typeof value === "string" ? new Date(value) : value,
    ]),
  );
}

/** Row counts of every table, for "is this database empty?" and for reports. */
export async function tableCounts(executor: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tablesInDependencyOrder()) {
    const [result] = await executor.select({ value: count() }).from(table);
    counts[getTableName(table)] = result?.value ?? 0;
  }
  return counts;
}

// PostgreSQL binds at most 65,535 parameters per statement; 500 rows of ~20 columns stay far below.
const chunkSize = 500;

/**
 * Replaces every row of the database with the backup's, in one transaction: any failure leaves
 * the database exactly as it was. Refuses a backup from another migration, and a non-empty
 * database unless `force` is set.
 */
export async function restoreBackup(database: Database, file: BackupFile, options: { force?: boolean } = {}) {
  const ordered = tablesInDependencyOrder();
  await database.db.transaction(async (tx) => {
    const migration = await currentMigration(tx);
    if (migration.hash !== file.migration.hash) {
      throw new BackupError(
        `The backup was made at migration ${file.migration.tag}; this database is at ${migration.tag}. ` +
          "Restore it with the version of the website that made it, then upgrade.",
      );
    }
    if (!options.force) {
      const counts = await tableCounts(tx);
      const filled = Object.entries(counts).filter(([, rows]) => rows > 0);
      if (filled.length > 0) {
        throw new BackupError(
          `The database is not empty (${filled.map(([name, rows]) => `${name}: ${rows}`).join(", ")}). ` +
            "Use --force to replace everything in it with the backup.",
        );
      }
    }
    for (const table of [...ordered].reverse()) await tx.delete(table);
    for (const table of ordered) {
      const rows = file.tables[getTableName(table)] ?? [];
      for (let start = 0; start < rows.length; start += chunkSize) {
        const chunk = rows.slice(start, start + chunkSize).map((row) => fromJson(table, row));
        await tx
          .insert(table)
          .values(chunk)
          .catch((error: unknown) => {
            throw refusedRows(getTableName(table), error);
          });
      }
    }
  });
}

/**
 * The database's reason for refusing a table's rows (which rule, on which table), without the
 * query or the value refused: they are the rows themselves, every family's names and details.
 */
function refusedRows(table: string, error: unknown): BackupError {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  // A value a column cannot take is quoted at the end of the reason ('… type integer: "…"').
  const reason = cause?.message.replace(/: ".*"$/s, "") ?? "no reason given";
  return new BackupError(`the database refused the rows of ${table}: ${reason}.`);
}
