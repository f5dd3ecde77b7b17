import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";

/** Who may call a route. Every /api route declares one in `config.access`; the server enforces it. */
export type Access = "public" | "user" | "verified" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export type RouteAccess = { method: string; url: string; access: Access };

const undeclaredAllowed = [/^\/api\/docs/, /^\/api\/openapi\.json$/];

/** Checks the caller against the route's declared access; 401 for visitors, 403 for the wrong kind of user. */
export function assertAccess(request: FastifyRequest, access: Access) {
  if (access === "public") return;
  const user = request.user;
  if (!user) throw new AppError(401, "UNAUTHENTICATED");
  if (access === "admin" && user.role !== "admin") throw new AppError(403, "FORBIDDEN");
  if (access === "verified" && !user.isVerified) {
    throw new AppError(403, "EMAIL_NOT_VERIFIED", "apiErrors.EMAIL_NOT_VERIFIED");
  }
}

/**
 * Enforces `config.access` on every route and refuses to start when an /api route forgets to
 * declare it, so no endpoint is open by accident. `routes` lists them for the access-matrix test.
 */
export function registerAccessControl(app: FastifyInstance) {
  const routes: RouteAccess[] = [];
  app.decorate("accessTable", routes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || undeclaredAllowed.some((pattern) => pattern.test(route.url)))
      return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routes.push({ method, url: route.url, access });
    }
  });
  // Before validation, so a caller without access learns nothing from the body's error messages.
  app.addHook("preValidation", (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    try {
      if (access) assertAccess(request, access);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

declare module "fastify" {
  interface FastifyInstance {
    accessTable: RouteAccess[];
  }
}
