import { randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";
import { isApiRequest } from "./api-request.ts";

export const csrfCookieName = "XSRF-TOKEN";
export const csrfHeaderName = "x-xsrf-token";
const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function same(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit cookie: any response to a request without the readable XSRF-TOKEN cookie sets one,
 * and every mutating /api request must echo it in X-XSRF-TOKEN. A cross-site form cannot read the
 * cookie. A response any cache may keep (`public`: the built scripts and images, the calendar
 * feeds, robots.txt) sets none: a CDN keeps nothing that sets a cookie, and a cache that did would
 * hand one visitor's token to all. The pages and the API's answers are never public, so every
 * visitor has a token before a form can need it.
 */
export function registerCsrf(app: FastifyInstance, options: { secure: boolean }) {
  // The cookie's attributes never change, so they are written once rather than serialised on
  // every first response; the value is a UUID, which needs no encoding. Fastify and
  // @fastify/cookie add any other cookie of the same response beside it.
  const attributes = `; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
  // A callback hook, not an async one: it runs on every request and never waits.
  app.addHook("onRequest", (request, _reply, done) => {
    const cookie = request.cookies[csrfCookieName];
    if (!mutating.has(request.method) || !isApiRequest(request)) return done();
    const header = request.headers[csrfHeaderName];
    if (!cookie || typeof header !== "string" || !same(cookie, header))
      return done(new AppError(403, "CSRF"));
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    // 122 random bits from Node's pooled generator: cheap enough for every first response.
    if (
      !request.cookies[csrfCookieName] &&
      !/\bpublic\b/.test(String(reply.getHeader("cache-control") ?? ""))
    )
      reply.header("set-cookie", `${csrfCookieName}=${randomUUID()}${attributes}`);
    done(null, payload);
  });
}
