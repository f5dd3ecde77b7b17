import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
