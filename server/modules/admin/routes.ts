import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminAccountSchema,
  adminAccountsQuerySchema,
  adminBookingSchema,
  adminBookingsQuerySchema,
  adminMessageSchema,
  adminMessagesQuerySchema,
  adminServiceSchema,
  adminServicesQuerySchema,
  adminSlotSchema,
  adminSlotsQuerySchema,
  adminSummarySchema,
  auditEntrySchema,
  createServiceSchema,
  createSlotSchema,
  declineSchema,
  mailStatusSchema,
  messageAnsweredSchema,
  moveBookingSchema,
  officeCancelSchema,
  recurringResultSchema,
  recurringSlotsSchema,
  serviceDeleteQuerySchema,
  serviceInputSchema,
  slotKeepSchema,
  slotReleaseQuerySchema,
  totalCountHeader,
} from "../../../contracts/admin.ts";
import { londonDate } from "../../../contracts/time.ts";
import type { PublicUser } from "../../../contracts/user.ts";
import { unauthenticated } from "../../errors.ts";
import { requestLanguage } from "../../i18n.ts";
import { errorBody, idParams } from "../../route-schemas.ts";
import { adminAccounts } from "./accounts.ts";
import { bookingsCsv } from "./csv.ts";
import { dismissUndeliveredMail, mailStatus } from "./mail-status.ts";
import { adminMessages, markMessage } from "./messages.ts";
import {
  adminServices,
  createServices,
  editService,
  followingWeekly,
  removeService,
} from "./programme-admin.ts";
import {
  type AdminContext,
  adminBookings,
  adminSlots,
  adminSummary,
  bookingAudit,
  createRecurringSlots,
  createSlot,
  decideBooking,
  editSlot,
  keepSlot,
  moveBooking,
  releaseSlot,
  removeBooking,
  removeSlot,
  toAdminBooking,
} from "./service.ts";

const admin = { access: "admin" } as const;

/** The route's access check has already refused visitors; this narrows the type. */
function actorOf(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The church office: slots, decisions on bookings, the programme. Every route is admin-only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AdminContext = {
    db: app.database.db,
    publicUrl: app.config.publicUrl,
    mailFrom: app.config.mailFrom,
    queueMail: (executor, mail) => app.queueMail(executor, mail),
  };

  app.post(
    "/api/slots",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Create an appointment slot (refused in the past, over another slot, or on a date the sacrament rules exclude unless overrideReason is given)",
        body: createSlotSchema,
        response: { 201: adminSlotSchema },
      },
    },
    async (request, reply) => {
      const slot = await createSlot(ctx, actorOf(request), request.body, requestLanguage(request));
      return reply.status(201).send(slot);
    },
  );

  app.post(
    "/api/slots/recurring",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Create slots on chosen weekdays between two dates at one London time; lists the dates skipped",
        body: recurringSlotsSchema,
        response: { 201: recurringResultSchema },
      },
    },
    async (request, reply) => {
      const result = await createRecurringSlots(
        ctx,
        actorOf(request),
        request.body,
        requestLanguage(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.put(
    "/api/slots/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Change a slot's time, length or type, with the checks of a new one; 409 SLOT_HELD while a booking holds it, SLOT_RESERVED while a family is booking it",
        params: idParams,
        body: createSlotSchema,
        response: { 200: adminSlotSchema },
      },
    },
    async (request) =>
      editSlot(ctx, actorOf(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.delete(
    "/api/slots/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Delete a slot; 409 SLOT_HELD while a pending or confirmed booking holds it, SLOT_KEPT while it is kept for a family",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeSlot(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/api/slots/:id/keep",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Keep an upcoming slot for a family who telephoned, or change what is written of them (with the keptAt last read): nobody can book it online until it is released; 409 SLOT_HELD while a booking holds it, SLOT_RESERVED while a family is booking it, SLOT_IN_PAST, SLOT_KEPT if kept already, KEEP_CHANGED if a colleague changed or released it since",
        params: idParams,
        body: slotKeepSchema,
        response: { 200: adminSlotSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => keepSlot(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/slots/:id/keep",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Release a kept slot, so families can book it online again (204 if it was not kept); with keptAt, 409 KEEP_CHANGED if a colleague changed the keep since",
        params: idParams,
        querystring: slotReleaseQuerySchema,
        response: { 204: z.null(), 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await releaseSlot(ctx, actorOf(request), request.params.id, request.query.keptAt);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/admin/slots",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Upcoming or past slots with their status and the booking that holds each",
        querystring: adminSlotsQuerySchema,
        response: { 200: z.array(adminSlotSchema) },
      },
    },
    async (request) => adminSlots(ctx.db, request.query),
  );

  app.get(
    "/api/admin/summary",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Pending requests and upcoming confirmed sacraments, for the dashboard",
        response: { 200: adminSummarySchema },
      },
    },
    async () => adminSummary(ctx.db),
  );

  app.get(
    "/api/admin/accounts",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Accounts, newest first: all (the default), those whose address is not confirmed, or the office's; q finds words in the name or address; X-Total-Count says how many in all",
        querystring: adminAccountsQuerySchema,
        response: { 200: z.array(adminAccountSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await adminAccounts(ctx.db, request.query);
      reply.header(totalCountHeader, String(total));
      return rows;
    },
  );

  app.get(
    "/api/admin/messages",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Contact messages, newest first: those still to answer (state=open, the default), answered, or all; X-Total-Count says how many in all",
        querystring: adminMessagesQuerySchema,
        response: { 200: z.array(adminMessageSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await adminMessages(ctx.db, request.query);
      reply.header(totalCountHeader, String(total));
      return rows;
    },
  );

  app.put(
    "/api/admin/messages/:id/answered",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Mark a contact message answered (by the caller, kept if someone marked it first) or back to be answered; 404 for an unknown message",
        params: idParams,
        body: messageAnsweredSchema,
        response: { 200: adminMessageSchema, 404: errorBody },
      },
    },
    async (request) => markMessage(ctx.db, actorOf(request).id, request.params.id, request.body.answered),
  );

  app.get(
    "/api/admin/mail",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Whether the site sends e-mail, how many mails are late, and the mails given up on that the office has not marked as dealt with (newest first)",
        response: { 200: mailStatusSchema },
      },
    },
    async () => mailStatus(ctx.db, app.config.smtpUrl !== undefined),
  );

  app.post(
    "/api/admin/mail/:id/dismiss",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Mark an undelivered mail as dealt with, so the dashboard stops listing it; 404 for any other mail",
        params: idParams,
        response: { 204: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      await dismissUndeliveredMail(ctx.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/bookings",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "The bookings matching the filters, soonest first (dates are London dates, inclusive; q: part of the account holder's name or e-mail or of any name in the booking, ignoring case and accents); a page of them with limit and offset, and how many match in all in X-Total-Count",
        querystring: adminBookingsQuerySchema,
        response: { 200: z.array(adminBookingSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await adminBookings(ctx.db, request.query);
      reply.header(totalCountHeader, String(total));
      return rows.map(toAdminBooking);
    },
  );

  app.get(
    "/api/bookings/export.csv",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "The filtered bookings as CSV (UTF-8 with BOM, formula-safe cells)",
        querystring: adminBookingsQuerySchema,
        produces: ["text/csv"],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { rows } = await adminBookings(ctx.db, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="bookings-${londonDate(new Date())}.csv"`)
        .header("cache-control", "no-store")
        .send(bookingsCsv(rows, requestLanguage(request)));
    },
  );

  app.post(
    "/api/bookings/:id/confirm",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Confirm a pending booking still to come; the family is e-mailed the calendar entry. 409 BOOKING_PAST once its time has passed",
        params: idParams,
        response: { 200: adminBookingSchema },
      },
    },
    async (request) => {
      const booking = await decideBooking(
        ctx,
        actorOf(request),
        request.params.id,
        { action: "confirm", allowedFrom: ["pending"] },
        requestLanguage(request),
      );
      return toAdminBooking(booking);
    },
  );

  app.post(
    "/api/bookings/:id/decline",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Decline a pending booking with a reason, which the family is e-mailed",
        params: idParams,
        body: declineSchema,
        response: { 200: adminBookingSchema },
      },
    },
    async (request) => {
      const booking = await decideBooking(
        ctx,
        actorOf(request),
        request.params.id,
        { action: "decline", allowedFrom: ["pending"], reason: request.body.reason },
        requestLanguage(request),
      );
      return toAdminBooking(booking);
    },
  );

  app.post(
    "/api/admin/bookings/:id/cancel",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "The office cancels a pending or confirmed booking still to come; the family's calendar entry is withdrawn",
        params: idParams,
        body: officeCancelSchema,
        response: { 200: adminBookingSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const booking = await decideBooking(
        ctx,
        actorOf(request),
        request.params.id,
        { action: "cancel", allowedFrom: ["pending", "confirmed"], reason: request.body.reason || null },
        requestLanguage(request),
      );
      return toAdminBooking(booking);
    },
  );

  app.post(
    "/api/admin/bookings/:id/move",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "The office moves a pending or confirmed booking still to come to another free slot of its kind; it keeps its status, the old slot is free again and the family is e-mailed the new time",
        params: idParams,
        body: moveBookingSchema,
        response: { 200: adminBookingSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      toAdminBooking(
        await moveBooking(ctx, actorOf(request), request.params.id, request.body, requestLanguage(request)),
      ),
  );

  app.delete(
    "/api/bookings/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Delete a booking of any status; its slot is free again",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeBooking(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/bookings/:id/audit",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Every office action on a booking, oldest first; a deleted booking keeps its trail, 404 when there is neither",
        params: idParams,
        response: { 200: z.array(auditEntrySchema), 404: errorBody },
      },
    },
    async (request) => bookingAudit(ctx.db, request.params.id),
  );

  app.get(
    "/api/admin/services",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Services between two London dates with both languages' texts, for editing",
        querystring: adminServicesQuerySchema,
        response: { 200: z.array(adminServiceSchema) },
      },
    },
    async (request) => adminServices(ctx.db, request.query),
  );

  app.get(
    "/api/admin/services/:id/following",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "The later services of the same weekly run (same names and kind, same weekday and London time), soonest first, to delete with it; 404 for an unknown service",
        params: idParams,
        response: { 200: z.array(adminServiceSchema), 404: errorBody },
      },
    },
    async (request) => followingWeekly(ctx.db, request.params.id),
  );

  app.post(
    "/api/services",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Add a service, or the same London time weekly until repeatWeeklyUntil",
        body: createServiceSchema,
        response: { 201: z.array(adminServiceSchema) },
      },
    },
    async (request, reply) => {
      const created = await createServices(ctx, actorOf(request), request.body, requestLanguage(request));
      return reply.status(201).send(created);
    },
  );

  app.put(
    "/api/services/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Change a service; with the updatedAt last read, 409 SERVICE_CHANGED if a colleague changed it since, 409 DUPLICATE_SERVICE if another service is at that time",
        params: idParams,
        body: serviceInputSchema,
        response: { 200: adminServiceSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      editService(ctx, actorOf(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.delete(
    "/api/services/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Remove a service from the programme; with the updatedAt last read, 409 SERVICE_CHANGED if a colleague changed it since",
        params: idParams,
        querystring: serviceDeleteQuerySchema,
        response: { 204: z.null(), 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await removeService(ctx, actorOf(request), request.params.id, request.query.updatedAt);
      return reply.status(204).send(null);
    },
  );
};
