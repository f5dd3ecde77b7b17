import { and, asc, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import {
  type AdminService,
  type adminServicesQuerySchema,
  type createServiceSchema,
  maxWeeklyRepeats,
  type serviceInputSchema,
} from "../../../contracts/admin.ts";
import type { Language } from "../../../contracts/language.ts";
import { LAST_SUPPORTED_YEAR } from "../../../contracts/liturgical/index.ts";
import { foldForSearch } from "../../../contracts/search-text.ts";
import {
  addDaysIso,
  endOfLondonDay,
  londonDate,
  londonTime,
  londonTimeExists,
  londonToUtc,
  weekdayIso,
} from "../../../contracts/time.ts";
import type { Db, Executor } from "../../db/client.ts";
import { services } from "../../db/schema.ts";
import { AppError, conflict, notFound } from "../../errors.ts";
import {
  deleteService,
  getService,
  insertService,
  listServices,
  lockProgramme,
  type ServiceRow,
  servicesStartingAt,
  updateService,
} from "../programme/repository.ts";
import { londonDateTime } from "./mails.ts";
import { insertAudit } from "./repository.ts";
import { type AdminContext, sameInstant } from "./service.ts";

type Actor = { id: string; email: string };

export function toAdminService(row: ServiceRow): AdminService {
  return {
    id: row.id,
    datetime: row.startsAt.toISOString(),
    serviceEn: row.serviceEn,
    serviceEl: row.serviceEl,
    calendarEn: row.calendarEn,
    calendarEl: row.calendarEl,
    kind: row.kind,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Refuses a change to `row` made from an older reading of it (ADR 039): two in the office had the
 * same service open, and the second to save would have written over the first's change unseen,
 * or deleted a service a colleague had just moved to another day.
 */
function refuseIfChanged(row: ServiceRow, readAt: string | undefined, key: string) {
  if (readAt !== undefined && !sameInstant(row.updatedAt, readAt)) {
    throw conflict("SERVICE_CHANGED", key);
  }
}

export async function adminServices(db: Db, query: z.output<typeof adminServicesQuerySchema>) {
  if (query.from > query.to) {
    throw new AppError(
      400,
      "INVALID_RANGE",
      "admin.errors.rangeOrder",
      {},
      { to: "admin.errors.rangeOrder" },
    );
  }
  const rows = await listServices(db, londonToUtc(query.from, "00:00"), endOfLondonDay(query.to));
  return rows.map(toAdminService);
}

/**
 * Refuses a service already in the programme at one of `instants` under the same English or Greek
 * name (letter case, accents and spacing aside): the programme would list it twice. Other services
 * at the same time (an Artoklasia after Vespers) are allowed. The refusal names the date it clashes
 * on (in a weekly series the office would otherwise have to guess which week).
 */
async function refuseDuplicates(
  db: Executor,
  instants: Date[],
  names: Pick<ServiceRow, "serviceEn" | "serviceEl">,
  language: Language,
  editing?: string,
) {
  const en = foldForSearch(names.serviceEn);
  const el = foldForSearch(names.serviceEl);
  const existing = await servicesStartingAt(db, instants);
  const same = existing.find(
    (row) =>
      row.id !== editing && (foldForSearch(row.serviceEn) === en || foldForSearch(row.serviceEl) === el),
  );
  if (same) {
    throw conflict(
      "DUPLICATE_SERVICE",
      editing ? "admin.errors.duplicateServiceEdit" : "admin.errors.duplicateService",
      { when: londonDateTime(same.startsAt, language) },
    );
  }
}

/**
 * The liturgical calendar, which gives a service its calendar line and feast, reaches only so far
 * ahead: a service past it broke the public programme (API review, ADR 039).
 */
function refuseTooFar(dates: string[], field: string) {
  if (dates.some((date) => Number(date.slice(0, 4)) > LAST_SUPPORTED_YEAR)) {
    throw new AppError(
      400,
      "SERVICE_TOO_FAR",
      "admin.errors.serviceTooFar",
      { year: LAST_SUPPORTED_YEAR },
      { [field]: "admin.errors.serviceTooFar" },
    );
  }
}

/**
 * One service, or the same London time on the same weekday every week until `repeatWeeklyUntil`
 * (so a 10:00 Liturgy stays at 10:00 across the clock changes). The first is stored at the instant
 * sent: the second 01:30 of the night the clocks go back was stored an hour early, at the first.
 */
export async function createServices(
  ctx: AdminContext,
  actor: Actor,
  input: z.output<typeof createServiceSchema>,
  language: Language,
): Promise<AdminService[]> {
  const { repeatWeeklyUntil, datetime, ...text } = input;
  const first = new Date(datetime);
  const firstDate = londonDate(first);
  const time = londonTime(first);
  const dates = [firstDate];
  if (repeatWeeklyUntil) {
    if (repeatWeeklyUntil < firstDate) {
      throw new AppError(
        400,
        "INVALID_RANGE",
        "admin.errors.repeatBeforeStart",
        {},
        {
          repeatWeeklyUntil: "admin.errors.repeatBeforeStart",
        },
      );
    }
    // Counted as it goes: a far end date is refused without listing every week up to it.
    for (
      let date = addDaysIso(firstDate, 7);
      date <= repeatWeeklyUntil && dates.length <= maxWeeklyRepeats;
      date = addDaysIso(date, 7)
    ) {
      dates.push(date);
    }
    if (dates.length > maxWeeklyRepeats) {
      throw new AppError(
        400,
        "RANGE_TOO_LONG",
        "admin.errors.tooManyServices",
        { max: maxWeeklyRepeats },
        {
          repeatWeeklyUntil: "admin.errors.tooManyServices",
        },
      );
    }
  }
  // Only the weeks after the first can meet it: the first is an instant, so its time exists.
  if (dates.some((date) => !londonTimeExists(date, time))) {
    throw new AppError(
      400,
      "INVALID_RANGE",
      "admin.errors.repeatClockChange",
      { time },
      { repeatWeeklyUntil: "admin.errors.repeatClockChange" },
    );
  }
  refuseTooFar([firstDate], "datetime");
  refuseTooFar(dates, "repeatWeeklyUntil");
  const instants = [first, ...dates.slice(1).map((date) => londonToUtc(date, time))];
  return ctx.db.transaction(async (tx) => {
    await lockProgramme(tx);
    await refuseDuplicates(tx, instants, text, language);
    const created: AdminService[] = [];
    for (const startsAt of instants) {
      const row = await insertService(tx, { ...text, startsAt });
      await insertAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "service.create",
        entity: "service",
        entityId: row.id,
        beforeStatus: null,
        afterStatus: null,
        reason: null,
      });
      created.push(toAdminService(row));
    }
    return created;
  });
}

export async function editService(
  ctx: AdminContext,
  actor: Actor,
  id: string,
  input: z.output<typeof serviceInputSchema>,
  language: Language,
): Promise<AdminService> {
  const { datetime, updatedAt, ...text } = input;
  refuseTooFar([londonDate(new Date(datetime))], "datetime");
  return ctx.db.transaction(async (tx) => {
    await lockProgramme(tx);
    // Not found before any clash: a missing service is the answer, whatever its text would be.
    const before = await getService(tx, id);
    if (!before) throw notFound("admin.errors.serviceNotFound");
    refuseIfChanged(before, updatedAt, "admin.errors.serviceChanged");
    await refuseDuplicates(tx, [new Date(datetime)], text, language, id);
    const row = await updateService(tx, id, { ...text, startsAt: new Date(datetime) });
    if (!row) throw notFound("admin.errors.serviceNotFound");
    await insertAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "service.update",
      entity: "service",
      entityId: id,
      beforeStatus: null,
      afterStatus: null,
      reason: null,
    });
    return toAdminService(row);
  });
}

/** The longest gap a weekly run bridges: one week left out (a feast, a week the office deleted). */
const runGapDays = 14;

/**
 * The later services of the same weekly run as `id` (ADR 038): the same English and Greek names and
 * kind, on the same weekday at the same London time, each at most two weeks after the one before,
 * soonest first, whether the office added them as a weekly repeat or the seed keeps them a year
 * ahead. One week left out or moved does not end the run; a longer gap does, so that a feast's
 * Liturgy on a Thursday months later, named and timed alike, is not taken for the same run.
 * 404 for an unknown service.
 */
export async function followingWeekly(db: Db, id: string): Promise<AdminService[]> {
  const service = await getService(db, id);
  if (!service) throw notFound("admin.errors.serviceNotFound");
  const weekday = weekdayIso(londonDate(service.startsAt));
  const time = londonTime(service.startsAt);
  const alike = await db
    .select()
    .from(services)
    .where(
      and(
        gt(services.startsAt, service.startsAt),
        eq(services.serviceEn, service.serviceEn),
        eq(services.serviceEl, service.serviceEl),
        eq(services.kind, service.kind),
      ),
    )
    .orderBy(asc(services.startsAt), asc(services.id));
  const run: ServiceRow[] = [];
  let last = londonDate(service.startsAt);
  for (const row of alike) {
    const date = londonDate(row.startsAt);
    if (weekdayIso(date) !== weekday || londonTime(row.startsAt) !== time) continue;
    if (date > addDaysIso(last, runGapDays)) break;
    run.push(row);
    last = date;
  }
  return run.map(toAdminService);
}

/** With `updatedAt`, refused (409 SERVICE_CHANGED) if a colleague changed the service since. */
export async function removeService(ctx: AdminContext, actor: Actor, id: string, updatedAt?: string) {
  await ctx.db.transaction(async (tx) => {
    await lockProgramme(tx);
    const before = await getService(tx, id);
    if (!before) throw notFound("admin.errors.serviceNotFound");
    refuseIfChanged(before, updatedAt, "admin.errors.serviceChangedDelete");
    if (!(await deleteService(tx, id))) throw notFound("admin.errors.serviceNotFound");
    await insertAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "service.delete",
      entity: "service",
      entityId: id,
      beforeStatus: null,
      afterStatus: null,
      reason: null,
    });
  });
}
