import type { FastifyRequest } from "fastify";

/**
 * Whether a request is for the API. Judged by the route it matched, as the router decodes the
 * path ('/%61pi/contact' is POST /api/contact); a request no route matched, by its path. The
 * route is asked only of a path with an escape in it: Fastify builds a new object for each
 * `routeOptions` read, and the hooks ask on every request.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const url = request.url;
  if (url.startsWith("/api/")) return true;
  if (!url.includes("%")) return false;
  return (request.routeOptions.url ?? url).startsWith("/api/");
}
