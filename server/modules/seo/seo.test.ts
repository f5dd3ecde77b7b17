import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../../../contracts/paths.ts";
import { PARISH_NAMES, PRIVACY_UPDATED } from "../../../web/content/parish-shared.ts";
import { writeBuildInfo } from "../../build-info.ts";
import { repoRoot } from "../../paths.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("search engines", () => {
  it("lists every public page in both languages with hreflang alternates in /sitemap.xml", async () => {
    const res = await t.app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(publicPages.length * 2);
    for (const page of publicPages) {
      expect(locs).toContain(`http://parish.test/en/${page}`);
      expect(locs).toContain(`http://parish.test/el/${page}`);
    }
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="el" href="http://parish.test/el/programme"/>',
    );
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://parish.test/en/programme"/>',
    );
  });

  it("gives each page's last change: the privacy notice's own date, the others' the build's, not the request's", async () => {
    const built = mkdtempSync(path.join(tmpdir(), "parish-sitemap-"));
    writeBuildInfo(built, "http://parish.test", new Date("2026-11-20T09:30:00Z"));
    const app = await createTestApp({}, { webRoot: built });
    try {
      const lastmods = async () => {
        const body = (await app.app.inject({ url: "/sitemap.xml" })).body;
        return Object.fromEntries(
          [...body.matchAll(/<loc>([^<]+)<\/loc>\n {4}<lastmod>([^<]+)<\/lastmod>/g)].map((m) => [
            m[1],
            m[2],
          ]),
        );
      };
      const first = await lastmods();
      expect(Object.keys(first)).toHaveLength(publicPages.length * 2);
      expect(first["http://parish.test/en/home"]).toBe("2026-11-20T09:30:00Z");
      expect(first["http://parish.test/el/programme"]).toBe("2026-11-20T09:30:00Z");
      expect(first["http://parish.test/el/privacy"]).toBe(PRIVACY_UPDATED);
      expect(await lastmods()).toEqual(first);
    } finally {
      await app.close();
      rmSync(built, { recursive: true, force: true });
    }
  });

  it("claims no date it does not know: without a build, only the privacy notice has one", async () => {
    const body = (await t.app.inject({ url: "/sitemap.xml" })).body;
    expect([...body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])).toEqual([
      PRIVACY_UPDATED,
      PRIVACY_UPDATED,
    ]);
  });

  // SEO review: robots.txt kept crawlers out of the login, sign-up and account pages, so they never
  // read those pages' noindex, and a page linked from every other one could be listed bare.
  it("serves /robots.txt pointing at the sitemap, keeping the API out and no page a crawler must read", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("Sitemap: http://parish.test/sitemap.xml");
    expect(res.body.split("\n").filter((line) => line.startsWith("Disallow:"))).toEqual(["Disallow: /api/"]);
  });

  it("gives phones a web manifest in each language: its name, where it opens, and icons that exist", async () => {
    for (const [language, shortName] of [
      ["en", "St Nicholas, Enfield"],
      ["el", "Άγιος Νικόλαος Ένφιλντ"],
    ] as const) {
      const res = await t.app.inject({ url: `/${language}/manifest.webmanifest` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/manifest+json");
      // Public, as a CDN may keep it: no XSRF cookie set with it.
      expect(res.headers["set-cookie"]).toBeUndefined();
      const manifest = res.json();
      expect(manifest).toMatchObject({
        name: PARISH_NAMES[language].name,
        short_name: shortName,
        lang: language,
        start_url: `/${language}/home`,
        display: "standalone",
      });
      const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === "maskable")).toBe(true);
      for (const icon of manifest.icons as { src: string }[]) {
        expect(existsSync(path.join(repoRoot, "web/public", icon.src)), icon.src).toBe(true);
      }
    }
    expect((await t.app.inject({ url: "/fr/manifest.webmanifest" })).statusCode).toBe(404);
  });
});
