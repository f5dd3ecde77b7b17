import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { baptismBookingSchema, bookingSchema, weddingBookingSchema } from "../../../contracts/booking.ts";
import { AppError } from "../../errors.ts";
import { requestLanguage } from "../../i18n.ts";
import { caller, errorBody, idParams } from "../../route-schemas.ts";
import { bookedSlotIds } from "../slots/repository.ts";
import { bookingCalendar } from "./calendar.ts";
import { cancelBooking, createBooking, myBookings, toBookingResponse, visibleBooking } from "./service.ts";

/**
 * Requests and cancellations one account may make in a day: more than a family needs, too few to
 * fill the office's inbox (each sends it a mail) by requesting and cancelling in a loop.
 */
export const bookingChangesLimit = { max: 20, timeWindow: 24 * 60 * 60_000 };

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted per account (the session is read by then), across both routes; the office is exempt.
  const changesLimit = app.config.rateLimits
    ? {
        ...bookingChangesLimit,
        groupId: "booking-changes",
        hook: "preHandler" as const,
        keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.limitedAddress,
        allowList: (request: FastifyRequest) => request.user?.role === "admin",
        errorResponseBuilder: () => new AppError(429, "RATE_LIMITED", "booking.errors.tooManyChanges"),
      }
    : false;
  const requests = [
    {
      url: "/api/baptism-booking",
      summary: "Requests a baptism or chrismation in a baptism slot (pending until the office confirms)",
      body: baptismBookingSchema,
    },
    {
      url: "/api/wedding-booking",
      summary: "Requests a wedding in a wedding slot (pending until the office confirms)",
      body: weddingBookingSchema,
    },
  ] as const;
  for (const { url, summary, body } of requests) {
    app.post(
      url,
      {
        config: { access: "verified", rateLimit: changesLimit },
        schema: {
          tags: ["bookings"],
          summary,
          body,
          response: {
            201: z.object({ booking: bookingSchema }),
            400: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const booking = await createBooking(app, caller(request), request.body, requestLanguage(request));
        return reply.status(201).send({ booking: toBookingResponse(booking) });
      },
    );
  }

  app.get(
    "/api/bookings/booked-slots",
    {
      config: { access: "public" },
      schema: {
        tags: ["bookings"],
        summary: "Ids of future slots a pending or confirmed booking holds or the office keeps for a family",
        response: { 200: z.object({ bookedSlots: z.array(z.uuid()) }) },
      },
    },
    async () => ({ bookedSlots: await bookedSlotIds(app.database.db, new Date()) }),
  );

  app.get(
    "/api/bookings/my-bookings",
    {
      config: { access: "user" },
      schema: {
        tags: ["bookings"],
        summary: "The caller's bookings, latest service first; future=true keeps those still to come",
        querystring: z.strictObject({ future: z.enum(["true", "false"]).optional() }),
        response: { 200: z.array(bookingSchema) },
      },
    },
    async (request) => {
      const rows = await myBookings(app, caller(request), request.query.future === "true");
      const now = new Date();
      return rows.map((row) => toBookingResponse(row, now));
    },
  );

  app.get(
    "/api/bookings/:id",
    {
      config: { access: "user" },
      schema: {
        tags: ["bookings"],
        summary: "One booking, for its owner or an admin (404 for anyone else)",
        params: idParams,
        response: { 200: bookingSchema, 404: errorBody },
      },
    },
    async (request) => toBookingResponse(await visibleBooking(app, caller(request), request.params.id)),
  );

  app.get(
    "/api/bookings/:id/calendar.ics",
    {
      config: { access: "user" },
      schema: {
        tags: ["bookings"],
        summary: "The booking as an iCalendar file (same UID as the e-mailed invitations)",
        params: idParams,
        produces: ["text/calendar"],
      },
    },
    async (request, reply) => {
      const booking = await visibleBooking(app, caller(request), request.params.id);
      const method = booking.status === "cancelled" || booking.status === "declined" ? "CANCEL" : "PUBLISH";
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="booking-${booking.id}.ics"`)
        .header("cache-control", "no-store")
        .send(bookingCalendar(booking, method, app.config));
    },
  );

  app.post(
    "/api/bookings/:id/cancel",
    {
      config: { access: "user", rateLimit: changesLimit },
      schema: {
        tags: ["bookings"],
        summary: "Cancels a pending or confirmed future booking (its owner, or an admin) and frees the slot",
        params: idParams,
        response: { 200: bookingSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => toBookingResponse(await cancelBooking(app, caller(request), request.params.id)),
  );
};
