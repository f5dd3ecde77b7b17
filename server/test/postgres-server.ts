import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/local-server.ts";

/** Debian's PostgreSQL binaries (the newest installed version), if any. */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  try {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
    return versions[0] ? `/usr/lib/postgresql/${versions[0]}/bin` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A throw-away PostgreSQL server of the test's own, so a test can stop and start it without
 * disturbing other test files. PostgreSQL refuses to run as root: as root it runs as `postgres`.
 */
export async function startOwnPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found (apt-get install postgresql)");
  const dir = mkdtempSync(path.join(tmpdir(), "parish-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, command), args, { stdio: "pipe" });
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-o",
      `-h 127.0.0.1 -p ${port} -k ${dir} -F`,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
    ]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
