import type { FastifyRequest } from "fastify";

/**
 * The path a request was routed by. Most requests name a plain path, taken as it is; one with an
 * escape ('/%61pi/contact' is POST /api/contact) or naming the whole address (HTTP/1.1's absolute
 * form, 'POST http://host/api/contact') is judged by the route the router matched, as it decodes
 * and strips them; a request no route matched, by its text. The route is asked only then: Fastify
 * builds a new object for each `routeOptions` read, and the hooks ask on every request.
 */
export function routedPath(request: FastifyRequest): string {
  const url = request.url;
  if (url.startsWith("/") && !url.includes("%")) return url;
  return request.routeOptions.url ?? url;
}

/** Whether a request is for the API (see `routedPath`). */
export function isApiRequest(request: FastifyRequest): boolean {
  return routedPath(request).startsWith("/api/");
}
