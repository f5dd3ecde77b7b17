import { existsSync } from "node:fs";
import path from "node:path";
import { type Config, ConfigError, loadConfigForRun } from "./config.ts";
import {
  type Database,
  DataDirInUseError,
  isDatabaseUnavailable,
  NewerDatabaseError,
  openDatabase,
  postgresLocation,
} from "./db/client.ts";

/**
 * The configuration (the environment over `.env`) and its database, for the server and the
 * commands (create-admin, db:backup, db:restore). What stops them is said in one line of what to
 * check, never a stack trace: a bad variable, the embedded database open in another process, a
 * PostgreSQL server that cannot be reached, a database a newer version has changed.
 */
export async function openConfigured(
  options: { existing?: { purpose: string } } = {},
): Promise<{ config: Config; database: Database }> {
  let config: Config;
  try {
    config = loadConfigForRun();
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
  // Opening the embedded database makes one where there is none: a backup with DATA_DIR mistyped
  // would copy an empty database of its own making, and say it had succeeded.
  if (
    options.existing &&
    !config.databaseUrl &&
    !existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))
  ) {
    stop(
      `There is no database in ${config.dataDir} to ${options.existing.purpose}. Is DATA_DIR the server's (its .env names it)?`,
    );
  }
  try {
    return {
      config,
      database: await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    };
  } catch (error) {
    if (error instanceof NewerDatabaseError || error instanceof DataDirInUseError) stop(error.message);
    if (config.databaseUrl && isDatabaseUnavailable(error)) {
      stop(
        `Cannot reach the database of DATABASE_URL (${postgresLocation(config.databaseUrl)}): ${error instanceof Error ? error.message : String(error)}. Is PostgreSQL running there, and does it accept this user?`,
      );
    }
    throw error;
  }
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}
