import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      config: { access: "public" },
      // A monitor asks every few seconds: its two request lines would bury the rest of the log.
      logLevel: "warn",
      schema: {
        tags: ["health"],
        summary: "Whether the server and its database answer",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => {
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error("ping timeout")), 2000).unref()),
        ]);
      } catch {
        throw new AppError(503, "DATABASE_UNAVAILABLE");
      }
      return { status: "ok" as const };
    },
  );
};
