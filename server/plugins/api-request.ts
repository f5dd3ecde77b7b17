import type { FastifyRequest } from "fastify";

/**
 * Whether a request is for the API. Judged by the route it matched, as the router decodes the
 * path ('/%61pi/contact' is POST /api/contact); a request no route matched, by its path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith("/api/");
}
