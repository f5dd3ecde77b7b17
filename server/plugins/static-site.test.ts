import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRoutePatterns, publicPages } from "../../contracts/paths.ts";
import { writeBuildInfo } from "../build-info.ts";
import { rawHttp } from "../test/raw-http.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { contentSecurityPolicy } from "./static-site.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** What `npm run build` leaves in build/client, in miniature: the shell, two pages, an asset, an image. */
function fakeBuild(siteUrl = "http://parish.test"): string {
  const root = mkdtempSync(path.join(tmpdir(), "parish-static-"));
  const write = (file: string, text: string, precompressed = false) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    if (precompressed) {
      writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(root, `${file}.gz`), gzipSync(text));
    }
  };
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><script>boot()</script></body></html>`;
  write("index.html", page("shell"), true);
  write("el/index.html", page("κέλυφος"), true);
  write("en/home/index.html", page("Home"), true);
  write("el/programme/index.html", page("Πρόγραμμα"), true);
  write("assets/shell-abc123.js", "console.log('shell')", true);
  write("images/og-image.png", "png");
  writeBuildInfo(root, siteUrl, new Date("2026-11-20T09:30:00Z"));
  return root;
}

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = fakeBuild();
  t = await createTestApp({}, { webRoot: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { "accept-encoding": "br, gzip", ...headers } });

describe("a page's Content-Security-Policy", () => {
  it("allows the page's inline boot script by its hash and leaves its JSON-LD data block out", () => {
    const boot = "window.__reactRouterContext = {};";
    const data = '{"@context":"https://schema.org","@type":"Church"}';
    const policy = contentSecurityPolicy(
      `<head><script type="application/ld+json">${data}</script></head><body><script>${boot}</script></body>`,
    );
    expect(policy).toContain(`script-src 'self' ${sha256(boot)}`);
    expect(policy).not.toContain(sha256(data));
  });
});

describe("one address per page", () => {
  it("serves a pre-rendered page at its own address", async () => {
    const res = await get("/en/home");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });

  it("sends …/index.html, the file a page is built as, to the page's address for good", async () => {
    for (const [from, to] of [
      ["/index.html", "/"],
      ["/en/home/index.html", "/en/home"],
      ["/el/programme/index.html?view=list", "/el/programme?view=list"],
      ["/en/login/index.html", "/en/login"],
    ]) {
      const res = await get(from ?? "");
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, to]);
    }
  });

  it("never sends a visitor to another site: a path starting // in a Location header is a host", async () => {
    // As a browser sends it: "%2e" is a "." that URL parsing removes, leaving "//evil.example/…".
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
    const res = await rawHttp(
      (t.app.server.address() as AddressInfo).port,
      "GET /%2e//evil.example/index.html HTTP/1.1\r\nHost: parish.test\r\nConnection: close\r\n\r\n",
    );
    expect(res.status).toBe(301);
    expect(res.headers).toMatch(/\r\nlocation: \/evil\.example\r\n/i);
  });

  it("sends an address with a trailing slash to the one without for good, keeping the query", async () => {
    for (const [from, to] of [
      ["/en/home/", "/en/home"],
      ["/el/programme/?view=list", "/el/programme?view=list"],
      ["/en/login/", "/en/login"],
      ["/en/sacraments/baptism/slots//", "/en/sacraments/baptism/slots"],
      ["/about-us/", "/about-us"],
    ]) {
      const res = await get(from ?? "");
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, to]);
    }
    // A language's own root still leads straight to its home page.
    const root = await get("/el/");
    expect([root.statusCode, root.headers.location]).toEqual([302, "/el/home"]);
  });

  it("answers a file that is not there with a plain 404 at once, not a redirect to a page", async () => {
    for (const url of [
      "/favicon.ico",
      "/apple-touch-icon-precomposed.png",
      "/images/nope.png",
      "/images/nope",
      "/assets/nope.js",
      "/assets/old/chunk",
      "/en/home.json",
      "/wp-login.php?x=1",
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers["content-type"]]).toEqual([
        url,
        404,
        "text/plain; charset=utf-8",
      ]);
      expect(res.headers.location).toBeUndefined();
    }
    // Paths a URL parser cannot read against a base (a host left empty) answered 500 and an error line.
    for (const url of ["//", "///"]) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers["content-type"]]).toEqual([
        url,
        404,
        "text/plain; charset=utf-8",
      ]);
    }
    // A page's address with a dot in it is still a page's: a lengthened reset link says it is not valid.
    const link = await get("/en/reset-password/Gq7xv3Ck2Lr9.");
    expect(link.statusCode).toBe(200);
    expect(link.headers["content-type"]).toContain("text/html");
  });

  it("never answers the precompressed copies of the built files as addresses of their own", async () => {
    for (const url of [
      "/index.html.gz",
      "/index.html.br",
      "/en/home/index.html.br",
      "/en/home/index.html.gz",
      "/assets/shell-abc123.js.br",
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    // The compressed copy is still what a browser asking for it gets, under the file's own name.
    const script = await get("/assets/shell-abc123.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-encoding"]).toBe("br");
  });
});

// Standards review: the scripts, images and calendar feeds that every cache may keep were sent
// with a Set-Cookie for the XSRF token; a CDN then keeps none of them (Cloudflare, nginx), or one
// that does hands one visitor's token to all.
describe("a response any cache may keep", () => {
  const xsrf = (res: { headers: Record<string, unknown> }) =>
    [res.headers["set-cookie"] ?? []].flat().filter((cookie) => String(cookie).startsWith("XSRF-TOKEN="));

  it("sets no cookie, while a page and the API's answers still give the visitor a token", async () => {
    for (const url of ["/assets/shell-abc123.js", "/images/og-image.png", "/api/feasts.ics", "/robots.txt"]) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers["cache-control"]]).toEqual([
        url,
        200,
        expect.stringMatching(/public/),
      ]);
      expect([url, xsrf(res)]).toEqual([url, []]);
    }
    for (const url of ["/en/home", "/api/health", "/api/no-such-thing"]) {
      expect([url, xsrf(await get(url))]).toEqual([url, [expect.stringMatching(/^XSRF-TOKEN=[\w-]{20,};/)]]);
    }
  });
});

// Standards review: /el/login was sent the English shell, announced as English and untitled
// until its script ran.
describe("the shell of the pages drawn in the browser", () => {
  it("is sent in the address's language, compressed, with its policy and noindex", async () => {
    for (const [url, title, status] of [
      ["/el/login", "κέλυφος", 200],
      ["/el/no-such-page", "κέλυφος", 404],
      ["/en/login", "shell", 200],
    ] as const) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers["content-encoding"]]).toEqual([url, status, "br"]);
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain(`<title>${title}</title>`);
      expect(res.headers["content-security-policy"]).toContain(sha256("boot()"));
      expect(res.headers["x-robots-tag"]).toBe("noindex");
    }
    // Never an address of its own.
    expect((await get("/el/index.html")).headers.location).toBe("/el");
  });
});

describe("the way in without a language", () => {
  it("tells caches that the language it leads to depends on Accept-Language and the lang cookie", async () => {
    for (const url of ["/", "/about-us?x=1"]) {
      const greek = await get(url, { "accept-language": "el-GR,el" });
      expect(greek.statusCode).toBe(302);
      expect(greek.headers.location).toMatch(/^\/el\//);
      expect(greek.headers.vary).toBe("Accept-Language, Cookie");
      const remembered = await t.app.inject({
        url,
        cookies: { lang: "en" },
        headers: { "accept-language": "el" },
      });
      expect(remembered.headers.location).toMatch(/^\/en\//);
      expect(remembered.headers.vary).toBe("Accept-Language, Cookie");
    }
  });
});

describe("pages that are not public", () => {
  it("are not indexed: every page but the public ones carries X-Robots-Tag noindex before any script runs", async () => {
    const publicOnes = new Set<string>(publicPages);
    const pages = appRoutePatterns
      .filter((pattern) => !publicOnes.has(pattern))
      .map((pattern) => pattern.replace(/:[a-z]+/g, "x"));
    expect(pages).toEqual(expect.arrayContaining(["login", "sign-up", "admin-dashboard", "booking/x"]));
    for (const lang of ["en", "el"]) {
      for (const page of pages) {
        const res = await get(`/${lang}/${page}`);
        expect([page, res.statusCode, res.headers["x-robots-tag"]]).toEqual([page, 200, "noindex"]);
      }
    }
    expect([(await get("/en/no-such-page")).headers["x-robots-tag"]]).toEqual(["noindex"]);
  });

  it("leaves the public pages to be indexed", async () => {
    for (const url of ["/en/home", "/el/programme"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-robots-tag"]).toBeUndefined();
    }
  });
});

describe("a site built for another address", () => {
  /** The warnings a server on `root` logs at start. */
  async function startWarnings(root: string) {
    const lines: string[] = [];
    const app = await createTestApp(
      {},
      { webRoot: root, logger: { level: "warn", stream: { write: (line: string) => lines.push(line) } } },
    );
    await app.close();
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string; builtFor?: string });
  }

  it("is said at start, naming both addresses and how to rebuild", async () => {
    const other = fakeBuild("https://stnicholas.example");
    try {
      const [warning, ...more] = await startWarnings(other);
      expect(more).toEqual([]);
      expect(warning).toMatchObject({ level: 40, builtFor: "https://stnicholas.example" });
      expect(warning?.msg).toContain(
        "built for https://stnicholas.example but PUBLIC_URL is http://parish.test",
      );
      expect(warning?.msg).toContain("PUBLIC_URL=http://parish.test npm run build");
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("is not said when the build and the server agree", async () => {
    expect(await startWarnings(root)).toEqual([]);
  });

  it("keeps what the build recorded for the server from visitors", async () => {
    expect((await get("/build-info.json")).statusCode).toBe(404);
  });
});

describe("a page address that is not valid percent-encoding", () => {
  it("shows a browser the page shell with 400, so the site's own page says so in the address's language", async () => {
    const res = await get("/el/%E0", { accept: "text/html,application/xhtml+xml" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("<title>κέλυφος</title>");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(res.headers["content-security-policy"]).toContain(sha256("boot()"));
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers anything else the documented JSON in the address's language, not the header's", async () => {
    const greek = await get("/el/%E0", { "accept-language": "en" });
    expect([greek.statusCode, greek.json().error]).toEqual([
      400,
      { code: "BAD_URL", message: "Η διεύθυνση δεν είναι έγκυρη." },
    ]);
    const api = await get("/api/services/%E0", { accept: "text/html", "accept-language": "el" });
    expect([api.statusCode, api.json().error.message]).toEqual([400, "Η διεύθυνση δεν είναι έγκυρη."]);
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("sends a browser with no language in the address on to its language, as every unprefixed page does", async () => {
    const html = "text/html,application/xhtml+xml";
    const remembered = await get("/%E0?x=1", { accept: html, cookie: "lang=el", "accept-language": "en" });
    expect([remembered.statusCode, remembered.headers.location]).toEqual([302, "/el/%E0?x=1"]);
    expect(remembered.headers.vary).toContain("Cookie");
    const asked = await get("/%E0", { accept: html, "accept-language": "el-GR,el;q=0.9" });
    expect(asked.headers.location).toBe("/el/%E0");
    // Where it lands, the site's own page says the address is wrong, in that language.
    const landed = await get(asked.headers.location as string, { accept: html });
    expect([landed.statusCode, landed.headers["content-type"]]).toEqual([
      400,
      expect.stringMatching(/^text\/html/),
    ]);
    // A path that names another host stays on this one.
    const other = await get("//evil.example/%E0", { accept: html, "accept-language": "en" });
    expect(other.headers.location).toBe("/en/evil.example/%E0");
    // Anything but a browser's page request keeps the documented JSON, in the header's language.
    const json = await get("/%E0", { "accept-language": "el" });
    expect([json.statusCode, json.json().error.code]).toEqual([400, "BAD_URL"]);
    expect(json.json().error.message).toBe("Η διεύθυνση δεν είναι έγκυρη.");
  });
});
