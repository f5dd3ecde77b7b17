import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isLanguage, type Language, languages } from "../../contracts/language.ts";
import { isAppPath } from "../../contracts/paths.ts";
import { buildInfoFile, shellFileOf } from "../build-info.ts";
import { AppError } from "../errors.ts";
import { preferredLanguage } from "../i18n.ts";

const baseCsp = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-src https://www.openstreetmap.org",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function htmlFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(path.join(dir, entry.name), rel);
    return entry.name.endsWith(".html") ? [rel] : [];
  });
}

/**
 * The built pages carry React Router's inline boot scripts: allow exactly those by hash, nothing
 * else. A data block (the JSON-LD of structured-data.ts) is never run, so CSP has no say over it
 * and it needs no hash.
 */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\btype="application\/ld\+json"/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "")
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  return [...baseCsp, `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim()].join("; ");
}

/** A redirect's target on this site: a path starting "//" would name another host. */
const sameSite = (pathname: string, search: string) => `${pathname.replace(/^\/+/, "/")}${search}`;

/** A file that is not there: a plain 404, not a page (a browser or a bot asked, not a person). */
const notFoundFile = (reply: FastifyReply) =>
  reply.status(404).type("text/plain; charset=utf-8").send("Not found");

/**
 * The pages' canonical, hreflang, og:url and og:image links were fixed by the build's PUBLIC_URL;
 * sitemap.xml, robots.txt and e-mails use the server's. Built for another address, the pages tell
 * search engines that they live elsewhere: said once, at start, where the operator looks.
 */
function warnOfAnotherSiteUrl(app: FastifyInstance) {
  const builtFor = app.buildInfo?.siteUrl;
  const { publicUrl } = app.config;
  if (builtFor === undefined || builtFor === publicUrl) return;
  app.log.warn(
    { builtFor, publicUrl },
    `The pages were built for ${builtFor} but PUBLIC_URL is ${publicUrl}: their canonical, hreflang ` +
      `and link-preview addresses name ${builtFor}, while sitemap.xml and robots.txt name ${publicUrl}. ` +
      `Rebuild with PUBLIC_URL set: PUBLIC_URL=${publicUrl} npm run build`,
  );
}

/**
 * Serves the pre-rendered pages and hashed assets, redirects unprefixed paths to the visitor's
 * language, and answers the SPA shell for the pages that are rendered in the browser.
 */
export async function registerStaticSite(app: FastifyInstance, options: { root: string }) {
  const { root } = options;
  // React Router writes the shell for pages rendered in the browser as index.html ("/" itself is
  // never served: the server redirects it to a language); the build copies it for each other
  // language (scripts/language-shells.ts). A build without a language's copy sends it English.
  const built = existsSync(path.join(root, shellFileOf("en")));
  const shellFiles = new Map(
    languages.map((language) => {
      const file = shellFileOf(language);
      return [language, existsSync(path.join(root, file)) ? file : shellFileOf("en")];
    }),
  );
  const shellFile = (language: Language) => shellFiles.get(language) ?? shellFileOf("en");
  warnOfAnotherSiteUrl(app);
  const cspByFile = new Map<string, string>();
  if (built) {
    for (const file of htmlFiles(root)) {
      cspByFile.set(file, contentSecurityPolicy(readFileSync(path.join(root, file), "utf8")));
    }
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      wildcard: false,
      index: false,
      redirect: false,
      preCompressed: true,
      // Served under the names people use, never as addresses of their own: a page's index.html
      // (its address is the directory's), and the .br and .gz copies a browser gets in its place.
      // What the build recorded for the server (build-info.ts) is not for visitors either.
      globIgnore: ["**/index.html", "**/*.br", "**/*.gz", buildInfoFile],
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path
          .relative(root, filePath)
          .split(path.sep)
          .join("/")
          .replace(/\.(br|gz)$/, "");
        if (rel.startsWith("assets/")) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        } else if (rel.endsWith(".html")) {
          res.header("cache-control", "no-cache");
          const csp = cspByFile.get(rel);
          if (csp) res.header("content-security-policy", csp);
        } else {
          res.header("cache-control", "public, max-age=3600");
        }
      },
    });
  }

  const sendShell = (reply: FastifyReply, status: number, language: Language) => {
    if (!built) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The web front end is not built. Run `npm run build` (npm start does it for you).");
    }
    // Every public page is pre-rendered: the shell is what the account, booking and admin pages
    // (and not-found) are served as, bare until their script runs. Say noindex before it does.
    return reply.status(status).header("x-robots-tag", "noindex").sendFile(shellFile(language));
  };
  // A page address the router cannot decode (/el/%E0) is answered before routing (error-handler.ts),
  // by a reply without @fastify/static's sendFile: a browser gets the shell, read once here, with
  // 400, so the site's own page says so in the address's language.
  const shellHtml = new Map(
    built ? languages.map((language) => [language, readFileSync(path.join(root, shellFile(language)))]) : [],
  );
  app.decorate("sendPageShell", (reply: FastifyReply, status: number, language: Language) => {
    const html = shellHtml.get(language);
    return html
      ? reply
          .status(status)
          .header("x-robots-tag", "noindex")
          .header("cache-control", "no-cache")
          .header("content-security-policy", cspByFile.get(shellFile(language)) ?? "")
          .type("text/html; charset=utf-8")
          .send(html)
      : sendShell(reply, status, language);
  });
  const prerendered = (pagePath: string) => {
    const file = `${pagePath}/index.html`;
    return cspByFile.has(file) ? file : undefined;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = URL.parse(request.url, "http://localhost");
    // '//' and '///' name an empty host, which no parser reads: no page or file has such an address.
    if (!url) return notFoundFile(reply);
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) throw new AppError(404, "NOT_FOUND");
    if (request.method !== "GET" && request.method !== "HEAD") throw new AppError(405, "METHOD_NOT_ALLOWED");
    if (url.pathname.endsWith("/index.html")) {
      return reply.redirect(sameSite(url.pathname.slice(0, -"/index.html".length) || "/", url.search), 301);
    }
    // The built files are all routes of their own: a file name here (favicon.ico, a chunk of an
    // older build, a .br copy) names a file that is not there. No page has an extension.
    if (/\.[a-z0-9]+$/i.test(url.pathname) || /^\/(assets|images)\//.test(url.pathname)) {
      return notFoundFile(reply);
    }
    const [, first = "", ...rest] = url.pathname.split("/");
    if (isLanguage(first) && rest.every((part) => part === "")) return reply.redirect(`/${first}/home`, 302);
    // One address per page, the one the canonical links name: /en/home, not /en/home/.
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return reply.redirect(sameSite(url.pathname.replace(/\/+$/, "") || "/", url.search), 301);
    }
    if (isLanguage(first)) {
      const page = rest.join("/");
      const file = built ? prerendered(`${first}/${page}`) : undefined;
      if (file) return reply.sendFile(file);
      return sendShell(reply, isAppPath(page) ? 200 : 404, first);
    }
    // The old unprefixed routes (/programme, /home, /) keep working in the visitor's language.
    const target = url.pathname === "/" ? "/home" : url.pathname;
    // What preferredLanguage reads: a cache must not hand one visitor's language to the next.
    reply.header("vary", "Accept-Language, Cookie");
    return reply.redirect(`/${preferredLanguage(request)}${target}${url.search}`, 302);
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Answers the shell of the pages rendered in the browser, with `status` (static-site.ts). */
    sendPageShell?: (reply: FastifyReply, status: number, language: Language) => FastifyReply;
  }
}
