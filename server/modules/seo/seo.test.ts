import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../../../contracts/paths.ts";
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

  it("serves /robots.txt pointing at the sitemap and keeping private pages out", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("Sitemap: http://parish.test/sitemap.xml");
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Disallow: /en/admin");
    expect(res.body).not.toMatch(/Disallow: \/en\/(home|programme|sacraments)\b/);
  });
});
