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
    const lines = server
      .stdout()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; migration?: string });
    const start = lines.find((line) => line.msg.startsWith("Parish website on"));
    expect(start?.migration).toBe(journal.entries.at(-1)?.tag);
    expect(start?.msg).toContain(`migration ${journal.entries.at(-1)?.tag}`);
  }, 90_000);
});
