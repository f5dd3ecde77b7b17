import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { startServerProcess } from "./server-process.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "parish-lock-"));
  dirs.push(dir);
  return dir;
};

// Operations review: a second process on the same DATA_DIR (create-admin run while the server
// was up, or a restart overlapping an old server) was let in, and each lost the other's writes:
// "Created the admin account", then 401, and no such admin once the server stopped.
describe("the embedded database's directory, one process at a time", () => {
  it("refuses a second process while the server has it open, saying to stop the server, and opens once it has", async () => {
    const dataDir = scratch();
    chmodSync(dataDir, 0o755);
    const server = await startServerProcess({}, dataDir);
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        new RegExp(`open in process ${server.child.pid}.*Stop the server first`),
      );
    } finally {
      await server.kill();
    }
    const database = await openDatabase({ dataDir });
    await database.ping();
    // The families' details are its owner's alone: PGlite writes its files for anyone (0666), and
    // the folder was another user's to read under a umask of 022 (operations run-through).
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    // Open here now: a second opening in this very process is refused too.
    await expect(openDatabase({ dataDir })).rejects.toThrow(/open in process/);
    await database.close();
  }, 120_000);

  it("takes over the lock of a process that is gone (a crash, a power cut)", async () => {
    const dataDir = scratch();
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(path.join(dataDir, "pglite.lock"), String(gone));
    const database = await openDatabase({ dataDir });
    await database.ping();
    await database.close();
  }, 60_000);
});

// Operations run-through (28 November): the commands said "Stop the server first" inside a stack
// trace, and a backup written over an older file of the same name kept that file's mode (644).
describe("the commands beside the server", () => {
  const command = (script: string, dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}`, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      input: "Office-Admin-Secret-2026!\n",
      timeout: 60_000,
    });

  it("say in one line that the server has the database open, without a stack trace", async () => {
    const dataDir = scratch();
    await (await openDatabase({ dataDir })).close();
    // This test's own process holds it, as a running server would.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    for (const run of [
      command("db-backup.ts", dataDir, "--out", path.join(dataDir, "backup.json")),
      command("create-admin.ts", dataDir, "--email", "office@example.org"),
    ]) {
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(new RegExp(`^The database in .* is open in process ${process.pid}:`));
      expect(run.stderr).not.toMatch(/^\s+at /m);
    }
  });

  // Operations review: a nightly backup with DATA_DIR mistyped (or unset, so ./data) made and
  // migrated an empty database there and wrote "Backed up 0 rows" with success, for 30 nights.
  it("refuse to back up a folder that holds no database, and leave it as it was", () => {
    const dataDir = scratch();
    // An empty database folder (one whose creation stopped half-way) holds no database either.
    mkdirSync(path.join(dataDir, "pglite"));
    const run = command("db-backup.ts", dataDir, "--out", path.join(dataDir, "backup.json"));
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `There is no database in ${dataDir} to back up. Is DATA_DIR the server's (its .env names it)?`,
    );
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
    expect(readdirSync(path.join(dataDir, "pglite"))).toEqual([]);
  }, 60_000);

  it("write a backup for its owner alone, also over an older file", async () => {
    const dataDir = scratch();
    await (await openDatabase({ dataDir })).close();
    const out = path.join(dataDir, "backups", "nightly.json");
    mkdirSync(path.dirname(out));
    writeFileSync(out, "yesterday's", { mode: 0o644 });
    chmodSync(out, 0o644);
    const run = command("db-backup.ts", dataDir, "--out", out);
    expect(run.status, run.stderr).toBe(0);
    expect(statSync(out).mode & 0o777).toBe(0o600);
  }, 90_000);
});
