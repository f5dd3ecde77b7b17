import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { routedPath } from "./api-request.ts";

/**
 * The headers helmet would set on a response, worked out once. Helmet's answer does not depend
 * on the request, so running its dozen middlewares on every response (as @fastify/helmet does)
 * only spent time: about a tenth of what a cached API read costs.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let called = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error("helmet did not finish synchronously");
  return headers;
}

/**
 * What an API answer needs (OWASP's REST Security Cheat Sheet): JSON and calendar files are
 * never rendered as pages, so the document headers (opener and referrer policies, DNS prefetch,
 * legacy XSS and download switches) have nothing to act on there. An answer opened directly in a
 * tab still may not run anything or be framed (CSP `default-src 'none'`), is not sniffed into
 * another type, and cannot be read by another site's `<script>` or `<img>` (CORP). No answer is
 * kept by a browser or a cache on the way unless its route says so (OWASP ASVS 8.2.1): many carry
 * a family's details, and a shared computer's cache outlives a logout.
 */
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  };
  const hsts = pageHeaders["strict-transport-security"];
  if (hsts) headers["strict-transport-security"] = hsts;
  return headers;
}

/**
 * Security headers on every response: helmet's set on pages and files (which add their own
 * Content-Security-Policy), the API's set under /api/ except the interactive API docs, an HTML
 * page with its own policy. Ten headers cost a cached API read about a sixth of its time, so
 * the API gets only the ones that protect it.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const pages = helmetHeaders(options);
  const api = apiHeaders(pages);
  const forPath = (path: string) => (path.startsWith("/api/") && !path.startsWith("/api/docs") ? api : pages);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(forPath(routedPath(request)));
    done();
  });
  // An address the router cannot decode is answered before any hook runs (error-handler.ts).
  app.decorate("securityHeadersFor", forPath);
}

declare module "fastify" {
  interface FastifyInstance {
    /** The security headers of a response to `path` (security-headers.ts). */
    securityHeadersFor?: (path: string) => Record<string, string>;
  }
}
