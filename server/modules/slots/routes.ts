import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { holdRequestSchema, holdSchema, slotQuerySchema, slotSchema } from "../../../contracts/booking.ts";
import { caller, errorBody } from "../../route-schemas.ts";
import type { SlotWithStatus } from "./repository.ts";
import { holdSlot, listSlots } from "./service.ts";

const slotList = z.array(slotSchema);

function toSlot(slot: SlotWithStatus) {
  return {
    id: slot.id,
    datetime: slot.startsAt.toISOString(),
    timeZone: slot.timeZone,
    type: slot.type,
    durationMinutes: slot.durationMinutes,
    status: slot.status,
    booked: slot.status === "booked",
    heldByYou: slot.heldByYou,
    keptForYou: slot.keptForYou,
  };
}

export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/slots",
    {
      config: { access: "public" },
      schema: {
        tags: ["slots"],
        summary: "Slots with their status as the caller sees it (future ones unless `from` says otherwise)",
        querystring: slotQuerySchema,
        response: { 200: slotList },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? null;
      const list = async () => (await listSlots(app, { ...request.query, userId })).map(toSlot);
      // What a visitor sees is the same for everyone; a member's own holds are not.
      if (userId) return list();
      const { type, from, to } = request.query;
      return app.readCache.send(reply, `slots ${type ?? ""} ${from ?? ""} ${to ?? ""}`, slotList, list);
    },
  );

  app.get(
    "/api/me/kept-slots",
    {
      config: { access: "verified" },
      schema: {
        tags: ["slots"],
        summary:
          "Upcoming slots the office keeps for the caller's family, naming their account's address (ADR 034); each is available to them to book",
        response: { 200: slotList },
      },
    },
    async (request) => {
      const kept = await listSlots(app, { userId: caller(request).id, keptForYou: true });
      return kept.map(toSlot);
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
        // No body at all is a hold without a service to check, as DESIGN.md documents the call.
        body: holdRequestSchema.nullish(),
        response: { 200: holdSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => holdSlot(app, caller(request), request.params.id, request.body?.service),
  );
};
