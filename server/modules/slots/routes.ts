import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { holdRequestSchema, holdSchema, slotQuerySchema, slotSchema } from "../../../contracts/booking.ts";
import { caller, errorBody } from "../../route-schemas.ts";
import { holdSlot, listSlots } from "./service.ts";

export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/slots",
    {
      config: { access: "public" },
      schema: {
        tags: ["slots"],
        summary: "Slots with their status as the caller sees it (future ones unless `from` says otherwise)",
        querystring: slotQuerySchema,
        response: { 200: z.array(slotSchema) },
      },
    },
    async (request) => {
      const rows = await listSlots(app, { ...request.query, userId: request.user?.id ?? null });
      return rows.map((slot) => ({
        id: slot.id,
        datetime: slot.startsAt.toISOString(),
        timeZone: slot.timeZone,
        type: slot.type,
        durationMinutes: slot.durationMinutes,
        status: slot.status,
        booked: slot.status === "booked",
        heldByYou: slot.heldByYou,
      }));
    },
  );

  app.post(
    "/api/slots/:id/hold",
    {
      config: { access: "verified" },
      schema: {
        tags: ["slots"],
        summary:
          "Holds the slot for the caller for 15 minutes (renews their hold; moves it from any other slot). `service` checks the slot serves it",
        params: z.strictObject({ id: z.uuid() }),
        body: holdRequestSchema,
        response: { 200: holdSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => holdSlot(app, caller(request), request.params.id, request.body.service),
  );
};
