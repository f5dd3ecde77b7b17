import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { unauthenticated } from "./errors.ts";

/** The DESIGN.md error body, for the response schemas of the OpenAPI document. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const idParams = z.strictObject({ id: z.uuid() });

/** The logged-in caller of a route whose declared access has already refused visitors. */
export function caller(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}
