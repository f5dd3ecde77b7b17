import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Language, languages } from "../../../contracts/language.ts";
import { type PublicPage, publicPages } from "../../../contracts/paths.ts";
import { parishContentAll } from "../../../web/content/parish-all.ts";
import { PARISH_NAMES, PRIVACY_UPDATED } from "../../../web/content/parish-shared.ts";

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/**
 * When a page last changed, as far as the server knows: the privacy notice's own date, else when
 * the pages were built (build-info.ts); nothing without a build. Never the time of the request,
 * which would tell a search engine that every page changes every time it looks.
 */
function lastModified(page: PublicPage, builtAt: string | undefined): string | undefined {
  return page === "privacy" ? PRIVACY_UPDATED : builtAt;
}

/** Every public page in both languages, each listing its translations (hreflang) and the x-default. */
export function sitemapXml(publicUrl: string, builtAt?: string): string {
  const url = (lang: string, page: string) => escapeXml(`${publicUrl}/${lang}/${page}`);
  const entries = publicPages.flatMap((page) => {
    const lastmod = lastModified(page, builtAt);
    return languages.map((lang) =>
      [
        "  <url>",
        `    <loc>${url(lang, page)}</loc>`,
        // The sitemap schema's order: loc, lastmod, changefreq, then other namespaces' elements.
        ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
        `    <changefreq>${page === "programme" || page === "calendar" || page === "home" ? "daily" : "monthly"}</changefreq>`,
        ...languages.map(
          (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${url(alt, page)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url("en", page)}"/>`,
        "  </url>",
      ].join("\n"),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * The API has nothing for a search engine. The pages behind a login have nothing either, but they
 * are not disallowed here: each says `noindex` (X-Robots-Tag), and a crawler kept out by robots.txt
 * never reads it, so a linked "Log in" page was listed as a bare address with no description.
 */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = ["/api/"];
  return [
    "User-agent: *",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/**
 * The web manifest of the site in one language: what a phone names and draws when the parish's
 * site is added to its home screen, and where it opens (that language's home page).
 */
export function webManifest(language: Language) {
  return {
    name: PARISH_NAMES[language].name,
    short_name: parishContentAll[language].parish.shortName,
    lang: language,
    dir: "ltr",
    start_url: `/${language}/home`,
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    // The pages' theme-color (web/root.tsx).
    theme_color: "#1e3a8a",
    icons: [
      { src: "/images/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/images/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/images/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/images/icon-cross.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}

/** Not under /api: registered before the static site, whose not-found handler would otherwise answer. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const language of languages) {
    app.get(`/${language}/manifest.webmanifest`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type("application/manifest+json; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(JSON.stringify(webManifest(language))),
    );
  }
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemapXml(app.config.publicUrl, app.buildInfo?.builtAt)),
  );
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(app.config.publicUrl)),
  );
};
