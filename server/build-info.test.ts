import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildInfoFile, readBuildInfo, siteUrlForBuild, writeBuildInfo } from "./build-info.ts";

const dir = mkdtempSync(path.join(tmpdir(), "parish-build-info-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("what the build records for the server", () => {
  it("is the address the pages name and the time they were built, read back as written", () => {
    writeBuildInfo(dir, "https://stnicholas.example", new Date("2026-11-20T09:30:12.345Z"));
    expect(readBuildInfo(dir)).toEqual({
      siteUrl: "https://stnicholas.example",
      builtAt: "2026-11-20T09:30:12Z",
    });
  });

  it("is nothing for a site built without it, or a file that is not the build's", () => {
    expect(readBuildInfo(path.join(dir, "nowhere"))).toBeUndefined();
    writeFileSync(path.join(dir, buildInfoFile), '{"siteUrl":1}');
    expect(readBuildInfo(dir)).toBeUndefined();
  });

  it("takes the address from PUBLIC_URL without its last slash, else the server's default on its PORT", () => {
    expect(siteUrlForBuild({ PUBLIC_URL: "https://stnicholas.example/" })).toBe("https://stnicholas.example");
    expect(siteUrlForBuild({})).toBe("http://localhost:3000");
    expect(siteUrlForBuild({ PUBLIC_URL: "" })).toBe("http://localhost:3000");
    // Operations review: PORT=3500 npm start built for :3000, then warned that the two differ.
    expect(siteUrlForBuild({ PORT: "3500" })).toBe("http://localhost:3500");
    // Checked as the server checks it: PORT=abc built every page's address as localhost:abc.
    expect(() => siteUrlForBuild({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => siteUrlForBuild({ PUBLIC_URL: "not-a-url" })).toThrow(/PUBLIC_URL/);
  });
});
