import type { FastifyInstance } from "fastify";
import { healthRoutes } from "./health/routes.ts";

/** Every feature's routes, registered after the shared plugins. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
}
