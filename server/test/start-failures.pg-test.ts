import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const url = process.env.TEST_DATABASE_URL ?? "";

// Privacy review: a DATABASE_URL naming a database that is not there, or a user the server does
// not accept, stopped the server with the driver's error object printed whole, over 20 lines.
describe("a DATABASE_URL the PostgreSQL server turns away", () => {
  it.each([
    [
      "a database that does not exist",
      (target: URL) => Object.assign(target, { pathname: "/no_such_parish" }),
    ],
    ["a user it does not know", (target: URL) => Object.assign(target, { username: "no_such_user" })],
  ])("stops the server with what to check, in one line: %s", (_case, change) => {
    const target = change(new URL(url)).toString();
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, DATABASE_URL: target, PORT: "0" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Cannot reach the database of DATABASE_URL \([^)]+\): .*\. Is PostgreSQL running there, and does it accept this user\?$/,
    );
  });
});
