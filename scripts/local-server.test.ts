import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtServerArgs, builtServerEntry } from "./local-server.ts";

/**
 * The tests and benchmarks run the server with package.json's `serve` flags; a parish that follows
 * the README runs it with the systemd unit's. The memory they were measured with (ADR 008, ADR 031)
 * holds only when both are the same.
 */
describe("the server's node flags", () => {
  it("are the same in the README's systemd unit as in the serve script", () => {
    const execStart = /^\s*ExecStart=(\S+)\s+(.+)$/m.exec(readFileSync("README.md", "utf8"));
    expect(execStart?.[1]).toMatch(/\/node$/);
    expect(execStart?.[2]?.trim().split(/\s+/)).toEqual(builtServerArgs());
  });

  it("bound V8's old generation and its young generation", () => {
    const args = builtServerArgs();
    expect(args.at(-1)).toBe(builtServerEntry);
    expect(args).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--max-old-space-size=\d+$/),
        "--max-semi-space-size=8",
      ]),
    );
  });
});
