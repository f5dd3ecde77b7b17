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
 * Double-submit cookie: any response without the readable XSRF-TOKEN cookie sets one, and every
 * mutating /api request must echo it in X-XSRF-TOKEN. A cross-site form cannot read the cookie.
 */
export function registerCsrf(app: FastifyInstance, options: { secure: boolean }) {
  // The cookie's attributes never change, so they are written once rather than serialised on
  // every first response; the value is a UUID, which needs no encoding. Fastify and
  // @fastify/cookie add any other cookie of the same response beside it.
  const attributes = `; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
  // A callback hook, not an async one: it runs on every request and never waits.
  app.addHook("onRequest", (request, reply, done) => {
    const cookie = request.cookies[csrfCookieName];
    if (!cookie) {
      // 122 random bits from Node's pooled generator: cheap enough for every first response.
      reply.header("set-cookie", `${csrfCookieName}=${randomUUID()}${attributes}`);
    }
    if (!mutating.has(request.method) || !isApiRequest(request)) return done();
    const header = request.headers[csrfHeaderName];
    if (!cookie || typeof header !== "string" || !same(cookie, header))
      return done(new AppError(403, "CSRF"));
    done();
  });
}
