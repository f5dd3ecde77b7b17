import type { FastifyInstance } from "fastify";
import { adminRoutes } from "./admin/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { bookingRoutes } from "./bookings/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { privacyRoutes } from "./privacy/routes.ts";
import { programmeRoutes } from "./programme/routes.ts";
import { seoRoutes } from "./seo/routes.ts";
import { slotRoutes } from "./slots/routes.ts";

/** Every feature's routes, registered after the shared plugins. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(slotRoutes);
  await app.register(bookingRoutes);
  await app.register(adminRoutes);
  await app.register(authRoutes);
  await app.register(privacyRoutes);
  await app.register(programmeRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes);
}
