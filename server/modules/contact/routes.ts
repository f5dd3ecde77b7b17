import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactSchema } from "../../../contracts/contact.ts";
import { AppError } from "../../errors.ts";
import { requestLanguage } from "../../i18n.ts";
import { sendContactMessage } from "./service.ts";

/** Messages one address may send per window; enough for a person, too few for a spammer. */
export const contactRateLimit = { max: 5, timeWindow: 15 * 60_000 };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/contact",
    {
      config: {
        access: "public",
        rateLimit: app.config.rateLimits
          ? {
              ...contactRateLimit,
              errorResponseBuilder: (_request, context) =>
                new AppError(429, "RATE_LIMITED", "contact.rateLimited", {
                  count: Math.max(1, Math.ceil(context.ttl / 60_000)),
                }),
            }
          : false,
      },
      schema: {
        tags: ["contact"],
        summary: "Sends a message to the church office (stored, then e-mailed with reply-to the sender)",
        body: contactSchema,
        response: { 202: z.object({ status: z.literal("accepted") }) },
      },
    },
    async (request, reply) => {
      const { website, telephone, ...fields } = request.body;
      // A filled honeypot is a robot: it is told all went well, and nothing is kept or sent.
      if (!website) {
        await sendContactMessage(app, {
          ...fields,
          userId: request.user?.id ?? null,
          telephone: telephone ? telephone : null,
          language: requestLanguage(request),
        });
      }
      return reply.status(202).send({ status: "accepted" as const });
    },
  );
};
