import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import journal from "../db/migrations/meta/_journal.json" with { type: "json" };
import { startServerProcess } from "./server-process.ts";

let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
afterAll(() => server?.cleanup());

// Operations review: after an update nothing in `journalctl -u parish` said whether the database
// had been migrated; the start's lines named the address and the folder only.
describe("the server's start in its log", () => {
  it("names the database's migration beside its address and where the data is", async () => {
    server = await startServerProcess({ LOG_LEVEL: "info" });
    const startLine = () =>
      (server?.stdout() ?? "")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; migration?: string })
        .find((line) => line.msg.startsWith("Parish website on"));
    // Written just after the server answers: the log's pipe may bring it a moment after.
    for (let waited = 0; !startLine() && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const start = startLine();
    expect(start?.migration).toBe(journal.entries.at(-1)?.tag);
    expect(start?.msg).toContain(`migration ${journal.entries.at(-1)?.tag}`);
  }, 90_000);
});

// Privacy review: a server that could not start printed the error object whole, every property
// of it over several lines (a failed query's would carry the values it was sent).
describe("a server that cannot start", () => {
  it("says why in one line, without a stack or the error's properties", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as AddressInfo).port;
    const dataDir = mkdtempSync(path.join(tmpdir(), "parish-taken-"));
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        `The server did not start: listen EADDRINUSE: address already in use 127.0.0.1:${port}`,
      );
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
