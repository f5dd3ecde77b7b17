import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { repoRoot } from "../paths.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Db | Tx;

export type Database = {
  kind: "pglite" | "postgres";
  /** Where the data is, for the start's log: the embedded database's directory, or host and name. */
  location: string;
  /** The embedded database was created empty by this opening (DATA_DIR had none). */
  created?: boolean;
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(repoRoot, "server/db/migrations");

/** drizzle-kit's list of this version's migrations, oldest first. */
export const migrationsJournal = () =>
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };

/** A database a newer version of the website has migrated: this one must not run on it. */
export class NewerDatabaseError extends Error {}

/**
 * Drizzle's migrator applies the migrations newer than the database's latest and says nothing of
 * one it does not know, so an older version started again after an upgrade (a rollback) ran on a
 * schema it was not written for. It is refused before it reads or writes a row.
 */
async function refuseNewerDatabase(
  query: (text: string) => Promise<{ rows: unknown[] }>,
  location: string,
): Promise<void> {
  const [table] = (await query("select to_regclass('drizzle.__drizzle_migrations')::text as name")).rows as {
    name: string | null;
  }[];
  if (!table?.name) return; // a new database: nothing applied yet
  const [applied] = (await query("select max(created_at)::text as latest from drizzle.__drizzle_migrations"))
    .rows as { latest: string | null }[];
  const known = migrationsJournal().entries.at(-1);
  if (!applied?.latest || !known || Number(applied.latest) <= known.when) return;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  throw new NewerDatabaseError(
    `The database in ${location} was changed by a newer version of the website (its latest migration is of ${day(Number(applied.latest))}; this version knows those up to ${known.tag}, of ${day(known.when)}). ` +
      "Running this version on it could damage the parish's data, so it does not start. Start the newer version again, or, with this version, restore the backup made before the upgrade into a new, empty DATA_DIR or database (npm run db:restore) and start on that one.",
  );
}

/** The only place that decides between the embedded database and PostgreSQL. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dataDir = path.resolve(options.dataDir ?? "./data");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  keepPrivate(dataDir);
  // Loaded only when used: a server on PostgreSQL never pays for the embedded database's code.
  compileWebAssemblyOnce();
  const { PGlite } = await import("@electric-sql/pglite");
  const pgliteDir = path.join(dataDir, "pglite");
  const startParams = pgliteStartParams(PGlite);
  const unlock = lockDataDir(dataDir);
  try {
    const created = !existsSync(path.join(pgliteDir, "PG_VERSION"));
    if (created) await createPgliteInChildProcess(pgliteDir, startParams);
    const database = await openPglite(new PGlite(pgliteDir, { startParams }), {
      location: dataDir,
      onClose: unlock,
    });
    return { ...database, created };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * The families' details and the password hashes are in DATA_DIR, and PGlite writes its files
 * readable and writable by anyone (0666): the folder itself is made its owner's alone, so no other
 * user of the machine reaches them. One that belongs to another user (set up so on purpose) is
 * left as it is.
 */
function keepPrivate(dataDir: string) {
  if ((statSync(dataDir).mode & 0o077) === 0) return;
  try {
    chmodSync(dataDir, 0o700);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
}

/** The embedded database is open in another process (the server, or a command beside it). */
export class DataDirInUseError extends Error {}

/**
 * PGlite lets a second process open a directory another has open, and the two then lose each
 * other's writes (create-admin run beside the server said "Created", and no such admin existed).
 * A lock file names the process that has it open; one left by a process that is gone (a crash, a
 * power cut, a reboot that gave its number to something else) is taken over. Answers the unlock.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.lock");
  const mine = String(process.pid);
  const take = () => writeFileSync(file, mine, { flag: "wx" });
  try {
    take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
    if (isNodeProcess(holder))
      throw new DataDirInUseError(
        `The database in ${dataDir} is open in process ${holder}: the embedded database takes one process at a time. Stop the server first (create-admin, db:backup and db:restore need it stopped), or delete ${file} if no such process is running.`,
      );
    unlinkSync(file);
    take();
  }
  return () => {
    try {
      if (readFileSync(file, "utf8") === mine) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

/** Whether `pid` is a running Node process (on Linux its command line says so). */
function isNodeProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true; // no /proc (macOS): alive is all that can be known
  }
}

/**
 * Creating an embedded database (PostgreSQL's initdb, in WebAssembly) grows its memory to about
 * 600 MB. WebAssembly memory only grows, and a closed instance's was not collected either (measured
 * on PGlite 0.5.16), so a server started on an empty DATA_DIR kept ~700 MB for its whole life,
 * against ~230 MB on a database created earlier.
 * So a new database (a directory without PostgreSQL's PG_VERSION) is created by a short-lived
 * Node process, and this one opens the result.
 */
async function createPgliteInChildProcess(pgliteDir: string, startParams: string[]) {
  const source = `
    import { PGlite } from "@electric-sql/pglite";
    const db = new PGlite(process.env.PGLITE_DIR, { startParams: JSON.parse(process.env.PGLITE_START_PARAMS) });
    await db.waitReady;
    await db.close();
  `;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", source], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PGLITE_DIR: pgliteDir,
      PGLITE_START_PARAMS: JSON.stringify(startParams),
    },
  });
}

/**
 * The embedded database is PostgreSQL compiled to WebAssembly (9 MB). V8 compiles each function
 * on its first call, first with a quick baseline compiler and again, optimised, once it is hot,
 * keeping both: about 40 MB. Compiling once, optimised, keeps the server under 250 MB with no
 * loss of speed (docs/benchmarks.md). V8 reads this flag when it compiles a module, so setting
 * it before the database's module is compiled is enough.
 */
function compileWebAssemblyOnce() {
  v8.setFlagsFromString("--no-liftoff");
}

/**
 * The embedded database keeps PostgreSQL's default 128 MB of shared buffers in the server's own
 * memory; a parish's data is a few megabytes, so 16 MB holds all of it and saves ~110 MB of RSS.
 */
export function pgliteStartParams(pglite: { defaultStartParams: readonly string[] }): string[] {
  return [...pglite.defaultStartParams, "-c", "shared_buffers=16MB"];
}

export async function openPglite(
  client: PGlite,
  options: { location?: string; onClose?: () => void } = {},
): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const location = options.location ?? client.dataDir ?? "memory";
  await refuseNewerDatabase((text) => client.query(text), location);
  await migratePglite(db as never, { migrationsFolder });
  return {
    kind: "pglite",
    location,
    db,
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
      options.onClose?.();
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000 });
  // An idle client losing its server (PostgreSQL restarted) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const location = postgresLocation(connectionString);
  await migrateUnderLock(pool, location);
  return {
    kind: "postgres",
    location,
    db,
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
    },
  };
}

/** A PostgreSQL URL's host, port and database, never its user or password: for the log. */
export function postgresLocation(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/**
 * Instances starting together on one database migrate one at a time: the others wait on a
 * session lock, then find every migration applied (drizzle's migrator takes none, and two running
 * at once failed on the same CREATE TABLE).
 */
async function migrateUnderLock(pool: pg.Pool, location: string) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [lockKeys.migrations]);
    try {
      await refuseNewerDatabase((text) => client.query(text), location);
      await migratePg(drizzlePg({ client }) as never, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lockKeys.migrations]);
    }
  } finally {
    client.release();
  }
}

/** The advisory locks, one key each, kept here so no two parts pick the same number. */
const lockKeys = {
  /** Running the migrations (a session lock, held while they run). */
  migrations: 7_246_000,
  /** Creating and deleting slots: two admins cannot create overlapping slots at once. */
  slotSchedule: 7_246_001,
  /** Adding and editing services: two admins cannot add the same service at once. */
  programme: 7_246_002,
} as const;

/** Waits for the lock, then holds it until the transaction ends (commit or rollback). */
export async function lockUntilCommit(tx: Executor, lock: keyof typeof lockKeys) {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKeys[lock]})`);
}

/** The PostgreSQL error code of a driver error, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const unavailableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);

/** True when the error means the database cannot be reached, rather than a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    // 08: connection; 57P0: shutting down; 28: the server refused the user; 3D000: no such database.
    if (typeof code === "string" && (unavailableCodes.has(code) || /^(08|57P0|28|3D000)/.test(code)))
      return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /Connection terminated|connection timeout|Client has encountered a connection error|PGlite is closed/i.test(
        message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
