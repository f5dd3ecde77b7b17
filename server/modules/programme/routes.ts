import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Language, languages } from "../../../contracts/language.ts";
import { serviceEntrySchema, servicesQuerySchema } from "../../../contracts/programme.ts";
import { addDaysIso, londonDate, londonToUtc } from "../../../contracts/time.ts";
import { parishContentAll as parishContent } from "../../../web/content/parish-all.ts";
import { notFound } from "../../errors.ts";
import { requestLanguage } from "../../i18n.ts";
import { feastsCalendar, programmeCalendar, serviceCalendar } from "./feeds.ts";
import { getService, listServices } from "./repository.ts";
import { feastsForYearFrom, londonToday, resolveRange, servicesInRange } from "./service.ts";

const langQuery = z.object({ lang: z.enum(languages).optional() });
const icsResponse = z.string();
const serviceList = z.array(serviceEntrySchema);

function parishLocation(language: Language) {
  const { name, address } = parishContent[language].parish;
  return [name, ...address.lines.slice(1), `${address.town} ${address.postcode}`].join(", ");
}

/**
 * A feed may be kept by shared caches for 15 minutes; its language comes from `?lang=` or, without
 * one, from Accept-Language, so a cache must not give a Greek copy to an English calendar app.
 */
function calendarHeaders(reply: FastifyReply, filename: string, language: Language) {
  return reply
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", `inline; filename="${filename}"`)
    .header("content-language", language)
    .header("vary", "accept-language")
    .header("cache-control", "public, max-age=900");
}

/** The service programme: JSON for the pages, iCalendar feeds for calendar apps. */
export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const feedContext = (language: Language) => ({
    language,
    publicUrl: app.config.publicUrl,
    officeEmail: app.config.officeEmail,
    location: parishLocation(language),
  });

  app.get(
    "/api/services",
    {
      config: { access: "public" },
      schema: {
        tags: ["programme"],
        summary: "Services between two London dates (inclusive; at most 400 days; default the next 60 days)",
        querystring: servicesQuerySchema,
        response: { 200: serviceList },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { from = londonToday(), to = "" } = request.query;
      // The range is checked on a miss only: a refused range throws there and is never kept.
      return app.readCache.send(reply, `services ${from} ${to} ${language}`, serviceList, () =>
        servicesInRange(db, resolveRange(request.query), language),
      );
    },
  );

  app.get(
    "/api/programme.ics",
    {
      config: { access: "public" },
      schema: {
        tags: ["programme"],
        summary: "The programme as an iCalendar feed (the past month and the coming year)",
        querystring: langQuery,
        produces: ["text/calendar"],
        response: { 200: icsResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const today = londonDate(new Date());
      // Kept as the JSON reads are (ADR 006): each feed costs ~18 ms of CPU to build.
      return app.readCache.sendText(
        calendarHeaders(reply, "programme.ics", language),
        `programme ${today} ${language}`,
        "text/calendar; charset=utf-8",
        async () => {
          const rows = await listServices(
            db,
            londonToUtc(addDaysIso(today, -31), "00:00"),
            londonToUtc(addDaysIso(today, 366), "00:00"),
          );
          return programmeCalendar(rows, feedContext(language));
        },
      );
    },
  );

  app.get(
    "/api/services/:id/calendar.ics",
    {
      config: { access: "public" },
      schema: {
        tags: ["programme"],
        summary: "One service as an iCalendar file, for 'Add to calendar'",
        params: z.object({ id: z.uuid() }),
        querystring: langQuery,
        produces: ["text/calendar"],
        response: { 200: icsResponse },
      },
    },
    async (request, reply) => {
      const row = await getService(db, request.params.id);
      if (!row) throw notFound();
      const language = requestLanguage(request);
      return calendarHeaders(reply, `service-${londonDate(row.startsAt)}.ics`, language).send(
        serviceCalendar(row, feedContext(language)),
      );
    },
  );

  app.get(
    "/api/feasts.ics",
    {
      config: { access: "public" },
      schema: {
        tags: ["programme"],
        summary: "The feasts of the next twelve months as all-day events, in one language",
        querystring: langQuery,
        produces: ["text/calendar"],
        response: { 200: icsResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const today = londonDate(new Date());
      return app.readCache.sendText(
        calendarHeaders(reply, `feasts-${language}.ics`, language),
        `feasts ${today} ${language}`,
        "text/calendar; charset=utf-8",
        async () => feastsCalendar(feastsForYearFrom(today), feedContext(language)),
      );
    },
  );
};
