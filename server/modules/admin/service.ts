import type { z } from "zod";
import type {
  AdminBooking,
  AdminSlot,
  adminBookingsQuerySchema,
  adminSlotsQuerySchema,
  createSlotSchema,
  moveBookingSchema,
  RecurringResult,
  recurringSlotsSchema,
  slotKeepSchema,
} from "../../../contracts/admin.ts";
import { adminSlotListLimit, planSeries, seriesSkip, seriesSkipText } from "../../../contracts/admin.ts";
import {
  candidateIsAdult,
  holdMinutes,
  isLiveAndUpcoming,
  liveStatuses,
  slotTypeFor,
  underMarriageAge,
} from "../../../contracts/booking.ts";
import type { Language } from "../../../contracts/language.ts";
import { LAST_SUPPORTED_YEAR, sacramentRestriction } from "../../../contracts/liturgical/index.ts";
import { endOfLondonDay, londonDate, londonToUtc } from "../../../contracts/time.ts";
import type { PublicUser } from "../../../contracts/user.ts";
import { type Db, type Executor, pgErrorCode } from "../../db/client.ts";
import { AppError, conflict, notFound } from "../../errors.ts";
import { translate } from "../../i18n.ts";
import { findBooking } from "../bookings/repository.ts";
import { whenText } from "../mail/layout.ts";
import type { Mail } from "../mail/outbox.ts";
import {
  deleteKeep,
  findActiveHold,
  findKeep,
  findSlot,
  hasLiveBooking,
  type KeepRow,
} from "../slots/repository.ts";
import { matchesSearchText, searchWords } from "./booking-search.ts";
import { decisionMail, movedMail } from "./mails.ts";
import { unansweredMessages } from "./messages.ts";
import {
  auditOf,
  type BookingFilter,
  type BookingRow,
  bookingsByIds,
  countBookings,
  countMatchingBookings,
  deleteBooking,
  deleteSlot,
  fillMissingSearchText,
  insertAudit,
  insertSlots,
  listBookings,
  listSlotsWithBookings,
  liveBookingOfSlot,
  lockBooking,
  lockSlotSchedule,
  moveBookingToSlot,
  overlappingSlots,
  type SlotRow,
  type SlotWithBooking,
  searchCandidates,
  updateBookingStatus,
  updateSlot,
  upsertKeep,
} from "./repository.ts";

export type AdminContext = {
  db: Db;
  publicUrl: string;
  /** The mails' sender: the organiser of the calendar files they carry. */
  mailFrom: string;
  queueMail(executor: Executor, mail: Mail): Promise<unknown>;
};

type Actor = Pick<PublicUser, "id" | "email">;

const minute = 60_000;

/** A line of the slot's history: who did what, from which status to which, and why when given. */
const slotAudit = (
  tx: Executor,
  actor: Actor,
  action: string,
  slotId: string,
  [beforeStatus, afterStatus]: [string | null, string | null],
  reason: string | null = null,
) =>
  insertAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    entity: "slot",
    entityId: slotId,
    beforeStatus,
    afterStatus,
    reason,
  });

export function toAdminSlot({ slot, booking, held, keep }: SlotWithBooking): AdminSlot {
  return {
    id: slot.id,
    datetime: slot.startsAt.toISOString(),
    timeZone: slot.timeZone,
    type: slot.type,
    durationMinutes: slot.durationMinutes,
    // Kept for a family, it is taken, as the families' list says.
    status: booking || keep ? "booked" : held ? "reserved" : "available",
    overrideReason: slot.overrideReason,
    booking,
    keep: keep
      ? {
          keptFor: keep.keptFor,
          telephone: keep.telephone,
          email: keep.email,
          note: keep.note,
          keptAt: keep.updatedAt.toISOString(),
        }
      : null,
  };
}

const freshSlot = (slot: SlotRow, keep: KeepRow | null = null): AdminSlot =>
  toAdminSlot({ slot, booking: null, held: false, keep });

/**
 * Whether a stored change time is the one a client read, written with any offset: `+00:00` for
 * `Z` was refused as a colleague's change (API review, session 44).
 */
export const sameInstant = (stored: Date | undefined, read: string) =>
  stored !== undefined && stored.getTime() === new Date(read).getTime();

/** The liturgical calendar (and so the sacrament rules) reaches only so far ahead. */
function assertWithinCalendar(date: string, field: string) {
  if (Number(date.slice(0, 4)) > LAST_SUPPORTED_YEAR) {
    throw new AppError(
      400,
      "SLOT_TOO_FAR",
      "admin.errors.slotTooFar",
      { year: LAST_SUPPORTED_YEAR },
      {
        [field]: "admin.errors.slotTooFar",
      },
    );
  }
}

function restrictionError(type: SlotRow["type"], date: string, language: Language) {
  const restriction = sacramentRestriction(type, date);
  if (!restriction) return null;
  return new AppError(409, "SACRAMENT_DATE_RESTRICTED", "slotRules.restricted", {
    reason: restriction.reason[language],
  });
}

/**
 * What a slot's time and type must pass, before anything is stored: not in the past, within the
 * calendar, and on a date the sacrament rules allow unless a reason overrides them.
 */
function checkedSlot(
  input: z.output<typeof createSlotSchema>,
  language: Language,
  now: Date,
  editing = false,
) {
  const start = new Date(input.datetime);
  if (start.getTime() <= now.getTime()) {
    // A slot being changed is not being created: its refusal says so (office review).
    const key = editing ? "admin.errors.slotMovedToPast" : "admin.errors.slotInPast";
    throw new AppError(400, "SLOT_IN_PAST", key, {}, { datetime: key });
  }
  assertWithinCalendar(londonDate(start), "datetime");
  const overrideReason = input.overrideReason ?? null;
  const restricted = restrictionError(input.type, londonDate(start), language);
  if (restricted && !overrideReason) throw restricted;
  const end = new Date(start.getTime() + input.durationMinutes * minute);
  // Kept only when it overrode a rule: on an ordinary date there is nothing to excuse.
  return { start, end, restricted: Boolean(restricted), overrideReason: restricted ? overrideReason : null };
}

/** The earliest of the slots in the way, as the office knows it: 'Baptism, Monday 5 July 2027, 10:00–11:00'. */
function slotInTheWay(clashes: SlotRow[], language: Language): { slot: string } {
  const [first] = [...clashes].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  if (!first) return { slot: "" };
  const start = whenText(first.startsAt, language);
  const end = whenText(new Date(first.startsAt.getTime() + first.durationMinutes * minute), language);
  return {
    slot: `${translate(language, `admin.types.${first.type}`)}, ${start.date}, ${start.time}–${end.time}`,
  };
}

/** A slot refused over others names the one in the way, so the office need not search the list for it. */
const overlapRefusal = (clashes: SlotRow[], language: Language) =>
  conflict("SLOT_OVERLAP", "admin.errors.slotOverlapWith", slotInTheWay(clashes, language));

/** One slot. Refused in the past, on a date the sacrament rules exclude (unless overridden) and over another slot. */
export async function createSlot(
  ctx: AdminContext,
  actor: Actor,
  input: z.output<typeof createSlotSchema>,
  language: Language,
  now = new Date(),
): Promise<AdminSlot> {
  const { start, end, restricted, overrideReason } = checkedSlot(input, language, now);
  return ctx.db.transaction(async (tx) => {
    await lockSlotSchedule(tx);
    const clashes = await overlappingSlots(tx, start, end);
    if (clashes.length > 0) throw overlapRefusal(clashes, language);
    const [slot] = await insertSlots(tx, [
      {
        startsAt: start,
        durationMinutes: input.durationMinutes,
        type: input.type,
        overrideReason,
        createdBy: actor.id,
      },
    ]);
    if (!slot) throw new Error("slot not inserted");
    await slotAudit(
      tx,
      actor,
      restricted ? "slot.create-override" : "slot.create",
      slot.id,
      [null, "available"],
      overrideReason,
    );
    return freshSlot(slot);
  });
}

/** Every chosen weekday between two London dates at one London time; skips (and lists) what cannot be created. */
export async function createRecurringSlots(
  ctx: AdminContext,
  actor: Actor,
  input: z.output<typeof recurringSlotsSchema>,
  language: Language,
  now = new Date(),
): Promise<RecurringResult> {
  const plan = planSeries(input.fromDate, input.toDate, input.weekdays);
  if ("refused" in plan) {
    const { code, key, params, field } = plan.refused;
    throw new AppError(400, code, key, params, field ? { [field]: key } : undefined);
  }
  const { dates } = plan;
  return ctx.db.transaction(async (tx) => {
    await lockSlotSchedule(tx);
    const skipped: RecurringResult["skipped"] = [];
    const planned: { start: Date; end: Date }[] = [];
    for (const date of dates) {
      const start = londonToUtc(date, input.time);
      const end = new Date(start.getTime() + input.durationMinutes * minute);
      const skip = seriesSkip(input.type, date, input.time, now);
      if (skip) {
        skipped.push({
          date,
          reason: skip.reason,
          message: seriesSkipText(skip, language, (key) => translate(language, key)),
        });
      } else if (planned.some((other) => other.start < end && start < other.end)) {
        skipped.push({ date, reason: "overlap", message: translate(language, "admin.errors.slotOverlap") });
      } else {
        const clashes = await overlappingSlots(tx, start, end);
        if (clashes.length === 0) planned.push({ start, end });
        else
          skipped.push({
            date,
            reason: "overlap",
            message: translate(language, "admin.errors.slotOverlapWith", slotInTheWay(clashes, language)),
          });
      }
    }
    const created = await insertSlots(
      tx,
      planned.map(({ start }) => ({
        startsAt: start,
        durationMinutes: input.durationMinutes,
        type: input.type,
        overrideReason: null,
        createdBy: actor.id,
      })),
    );
    for (const slot of created) {
      await slotAudit(tx, actor, "slot.create-recurring", slot.id, [null, "available"]);
    }
    return { created: created.map((slot) => freshSlot(slot)), skipped };
  });
}

/**
 * Locks the slot schedule and the slot, for a change no booking may be under: 404 if it is gone,
 * 409 SLOT_HELD while a pending or confirmed booking holds it, worded for the deletion
 * (`slotHeld`) or the change (`slotHeldEdit`).
 */
async function lockUnheldSlot(tx: Executor, id: string, refusal: "slotHeld" | "slotHeldEdit") {
  await lockSlotSchedule(tx);
  const slot = await findSlot(tx, id, "update");
  if (!slot) throw notFound("admin.errors.slotNotFound");
  const holder = await liveBookingOfSlot(tx, id);
  if (holder) {
    throw new AppError(409, "SLOT_HELD", `admin.errors.${refusal}.${holder.status}`, {
      name: holder.contactName,
    });
  }
}

/**
 * Moves or changes a slot no family holds (office review: a wrong hour meant deleting it and
 * creating it again): the same checks as a new slot, the slot itself aside when looking for
 * overlaps. Refused while a pending or confirmed booking holds it, as its deletion is, and while a
 * family is filling in the form for it, whose booking would otherwise be for another time.
 */
export async function editSlot(
  ctx: AdminContext,
  actor: Actor,
  id: string,
  input: z.output<typeof createSlotSchema>,
  language: Language,
  now = new Date(),
): Promise<AdminSlot> {
  const { start, end, restricted, overrideReason } = checkedSlot(input, language, now, true);
  return ctx.db.transaction(async (tx) => {
    await lockUnheldSlot(tx, id, "slotHeldEdit");
    if (await findActiveHold(tx, id, now)) {
      throw new AppError(409, "SLOT_RESERVED", "admin.errors.slotReserved", { minutes: holdMinutes });
    }
    const clashes = (await overlappingSlots(tx, start, end)).filter((other) => other.id !== id);
    if (clashes.length > 0) throw overlapRefusal(clashes, language);
    // A kept slot can be moved: the office agreed the new time with the family. It stays kept.
    const keep = await findKeep(tx, id);
    const updated = await updateSlot(tx, id, {
      startsAt: start,
      durationMinutes: input.durationMinutes,
      type: input.type,
      overrideReason,
    });
    await slotAudit(
      tx,
      actor,
      restricted ? "slot.edit-override" : "slot.edit",
      id,
      keep ? ["kept", "kept"] : ["available", "available"],
      overrideReason,
    );
    return freshSlot(updated, keep ?? null);
  });
}

/** Deletes a slot nobody's pending or confirmed booking holds and the office keeps for nobody. */
export async function removeSlot(ctx: AdminContext, actor: Actor, id: string) {
  await ctx.db.transaction(async (tx) => {
    await lockUnheldSlot(tx, id, "slotHeld");
    // The family's name and number would go with it, unseen: released first, on purpose.
    const keep = await findKeep(tx, id);
    if (keep) throw new AppError(409, "SLOT_KEPT", "admin.errors.slotKept", { name: keep.keptFor });
    await deleteSlot(tx, id);
    await slotAudit(tx, actor, "slot.delete", id, ["available", null]);
  });
}

/**
 * Keeps an upcoming slot for a family who telephoned or called in (ADR 034), or changes what is
 * written of them: nobody can hold or book it online until it is released. Refused while a
 * booking holds it or a family is filling in the form for it. The slot is locked for the change:
 * a family's hold or booking (which lock it shared) waits, then finds it kept.
 */
export async function keepSlot(
  ctx: AdminContext,
  actor: Actor,
  id: string,
  input: z.output<typeof slotKeepSchema>,
  now = new Date(),
): Promise<AdminSlot> {
  return ctx.db.transaction(async (tx) => {
    const slot = await findSlot(tx, id, "update");
    if (!slot) throw notFound("admin.errors.slotNotFound");
    if (slot.startsAt <= now) throw conflict("SLOT_IN_PAST", "admin.keep.errors.past");
    const holder = await liveBookingOfSlot(tx, id);
    if (holder) {
      throw new AppError(409, "SLOT_HELD", `admin.keep.errors.booked.${holder.status}`, {
        name: holder.contactName,
      });
    }
    if (await findActiveHold(tx, id, now)) {
      throw new AppError(409, "SLOT_RESERVED", "admin.keep.errors.reserved", { minutes: holdMinutes });
    }
    const before = await findKeep(tx, id);
    // What the office saw is what it changes: a colleague's keep is never written over unseen.
    if (before && input.keptAt === undefined) {
      throw new AppError(409, "SLOT_KEPT", "admin.keep.errors.kept", { name: before.keptFor });
    }
    if (input.keptAt !== undefined && !sameInstant(before?.updatedAt, input.keptAt)) {
      throw before
        ? new AppError(409, "KEEP_CHANGED", "admin.keep.errors.changed", { name: before.keptFor })
        : new AppError(409, "KEEP_CHANGED", "admin.keep.errors.released");
    }
    const keep = await upsertKeep(tx, {
      slotId: id,
      keptFor: input.keptFor,
      telephone: input.telephone,
      email: input.email,
      note: input.note,
      keptBy: actor.id,
    });
    // The log says who kept it and when, not the family's name and number: those go with the keep.
    await slotAudit(tx, actor, before ? "slot.keep-change" : "slot.keep", id, [
      before ? "kept" : "available",
      "kept",
    ]);
    return freshSlot(slot, keep);
  });
}

/**
 * Releases a kept slot, so families can book it online again; nothing to do if it was not kept.
 * With `keptAt`, refused (409 KEEP_CHANGED) if a colleague changed the keep since it was read:
 * the office confirmed releasing it for the family it saw.
 */
export async function releaseSlot(ctx: AdminContext, actor: Actor, id: string, keptAt?: string) {
  await ctx.db.transaction(async (tx) => {
    const slot = await findSlot(tx, id, "update");
    if (!slot) throw notFound("admin.errors.slotNotFound");
    const keep = await findKeep(tx, id);
    if (!keep) return;
    if (keptAt !== undefined && !sameInstant(keep.updatedAt, keptAt)) {
      throw new AppError(409, "KEEP_CHANGED", "admin.keep.errors.changed", { name: keep.keptFor });
    }
    await deleteKeep(tx, id);
    await slotAudit(tx, actor, "slot.release", id, ["kept", "available"]);
  });
}

export async function adminSlots(
  db: Db,
  query: z.output<typeof adminSlotsQuerySchema>,
  now = new Date(),
  limit = adminSlotListLimit,
) {
  refuseReversedRange(query);
  // The status is filtered in the query, before the limit: filtered after it, a booked slot past
  // the 500th vanished from the dashboard and from "Booked" on Manage Slots.
  const rows = await listSlotsWithBookings(db, {
    when: query.when,
    now,
    type: query.type,
    status: query.status,
    ...londonDayRange(query),
    limit,
  });
  return rows.map(toAdminSlot);
}

type DayRange = { from?: string; to?: string };

/** The office's "from" and "to" London dates, both inclusive, refused the wrong way round. */
function refuseReversedRange({ from, to }: DayRange) {
  if (from && to && from > to) {
    throw new AppError(
      400,
      "INVALID_RANGE",
      "admin.errors.rangeOrder",
      {},
      { to: "admin.errors.rangeOrder" },
    );
  }
}

/** The instants those dates cover: from the first day's London midnight to the one after the last day. */
function londonDayRange({ from, to }: DayRange) {
  return {
    from: from ? londonToUtc(from, "00:00") : undefined,
    to: to ? endOfLondonDay(to) : undefined,
  };
}

export function toAdminBooking(row: BookingRow): AdminBooking {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    slotId: row.slotId,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    declineReason: row.declineReason,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    language: row.language,
    details: (row.details ?? {}) as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The bookings the office asked for, soonest first, and how many match in all: a page of them
 * with `limit` and `offset`, all of them without. The search runs on the stored, folded search
 * text (ADR 013): SQL keeps the bookings holding every word somewhere, then each is checked here
 * for a name holding them all, so only the page's bookings are read in full.
 */
export async function adminBookings(
  db: Db,
  query: z.output<typeof adminBookingsQuerySchema>,
  now = new Date(),
): Promise<{ rows: BookingRow[]; total: number }> {
  refuseReversedRange(query);
  const { limit, offset = 0, q = "" } = query;
  // Folded once, for the SQL that narrows the bookings and the check of each one's names.
  const words = searchWords(q);
  const filter: BookingFilter = {
    status: query.status,
    type: query.type,
    future: query.future,
    ...londonDayRange(query),
    words,
    now,
  };
  if (words.length > 0) {
    await fillMissingSearchText(db);
    const matched = (await searchCandidates(db, filter))
      .filter((candidate) => matchesSearchText(candidate.searchText ?? "", words))
      .map((candidate) => candidate.id);
    const page = matched.slice(offset, limit === undefined ? undefined : offset + limit);
    return { rows: await bookingsByIds(db, page, now), total: matched.length };
  }
  const rows = await listBookings(db, filter, { limit, offset });
  const whole = limit === undefined && offset === 0;
  return { rows, total: whole ? rows.length : await countMatchingBookings(db, filter) };
}

export async function adminSummary(db: Db, now = new Date()) {
  const [counts, messages] = await Promise.all([countBookings(db, now), unansweredMessages(db)]);
  return {
    pendingCount: counts.pending,
    upcomingConfirmedCount: counts.upcomingConfirmed,
    overdueCount: counts.overdue,
    unansweredMessages: messages,
  };
}

type Decision = {
  action: "confirm" | "decline" | "cancel";
  allowedFrom: BookingRow["status"][];
  reason?: string | null;
};

/**
 * The booking an office action is about, locked until the transaction ends (two admins acting on
 * it at once run one after the other; the second sees the first's result): 404 if it is gone, 409
 * INVALID_TRANSITION, naming its status, unless it is in one the action starts from.
 */
async function lockForAction(
  tx: Executor,
  id: string,
  action: Decision["action"] | "move",
  allowedFrom: readonly BookingRow["status"][],
  language: Language,
) {
  const before = await lockBooking(tx, id);
  if (!before) throw notFound("admin.errors.bookingNotFound");
  if (!allowedFrom.includes(before.status)) {
    throw new AppError(409, "INVALID_TRANSITION", `admin.errors.cannot.${action}`, {
      status: translate(language, `admin.status.${before.status}`),
    });
  }
  return before;
}

const decisionStatus = { confirm: "confirmed", decline: "declined", cancel: "cancelled" } as const;

/** Moves a booking from one status to the next in one transaction: the row locked, the audit row, and the family's e-mail. */
export async function decideBooking(
  ctx: AdminContext,
  actor: Actor,
  id: string,
  decision: Decision,
  language: Language,
  now = new Date(),
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await lockForAction(tx, id, decision.action, decision.allowedFrom, language);
      // A date that has passed can no longer be promised (confirmed) or withdrawn (cancelled); a
      // request the office never answered can still be declined, so the family is told.
      if (decision.action === "cancel" && !isLiveAndUpcoming(before, now)) {
        throw new AppError(409, "BOOKING_NOT_CANCELLABLE", "admin.errors.cancelPast");
      }
      if (decision.action === "confirm" && !isLiveAndUpcoming(before, now)) {
        throw new AppError(409, "BOOKING_PAST", "admin.errors.confirmPast");
      }
      const status = decisionStatus[decision.action];
      // Every decision changes the family's calendar entry (confirmed, or withdrawn): a new SEQUENCE.
      const after = await updateBookingStatus(tx, id, {
        status,
        // The office's reason for declining or cancelling, which the family reads on its page.
        declineReason: status === "confirmed" ? before.declineReason : decision.reason || null,
        calendarSequence: before.calendarSequence + 1,
      });
      await insertAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: `booking.${decision.action}`,
        entity: "booking",
        entityId: id,
        beforeStatus: before.status,
        afterStatus: status,
        reason: decision.reason ?? null,
      });
      await ctx.queueMail(
        tx,
        decisionMail(after, status, {
          publicUrl: ctx.publicUrl,
          mailFrom: ctx.mailFrom,
          reason: decision.reason,
        }),
      );
      return after;
    });
  } catch (error) {
    // The partial unique index: another pending or confirmed booking already holds this slot.
    if (pgErrorCode(error) === "23505") throw new AppError(409, "SLOT_TAKEN", "admin.errors.slotTaken");
    throw error;
  }
}

/** A refusal of the slot chosen for a move, shown at the dialog's slot field. */
const moveRefusal = (
  status: number,
  code: string,
  key: string,
  params: Record<string, string | number> = {},
) => new AppError(status, code, key, params, { slotId: key });

/**
 * Moves a pending or confirmed booking still to come to another free slot of its kind (families
 * ring the office to change the date; it had to cancel and ask them to fill the form again). The
 * booking keeps its status and details; the slot it leaves is free at once. Refused for a slot
 * gone, past, of the other kind, held by another booking or a family's form, and for a baptism
 * whose candidate would come of age (or not) by the new date: the form asks different people for
 * their contacts then; and for a wedding on which the groom or bride would be under 18. The
 * partial unique index decides a race with a family's request.
 */
export async function moveBooking(
  ctx: AdminContext,
  actor: Actor,
  id: string,
  input: z.output<typeof moveBookingSchema>,
  language: Language,
  now = new Date(),
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await lockForAction(tx, id, "move", liveStatuses, language);
      if (!isLiveAndUpcoming(before, now)) throw new AppError(409, "BOOKING_PAST", "admin.errors.movePast");
      if (input.slotId === before.slotId) throw moveRefusal(409, "SAME_SLOT", "admin.move.errors.sameSlot");
      const slot = await findSlot(tx, input.slotId, "share");
      if (!slot) throw moveRefusal(404, "SLOT_NOT_FOUND", "admin.errors.slotNotFound");
      if (slot.startsAt <= now) throw moveRefusal(409, "SLOT_IN_PAST", "admin.move.errors.slotPast");
      if (slot.type !== slotTypeFor(before.type)) {
        throw moveRefusal(409, "SLOT_TYPE_MISMATCH", `admin.move.errors.otherType.${slot.type}`);
      }
      if (await hasLiveBooking(tx, slot.id)) throw moveRefusal(409, "SLOT_TAKEN", "admin.move.errors.taken");
      const keep = await findKeep(tx, slot.id);
      if (keep) throw moveRefusal(409, "SLOT_KEPT", "admin.move.errors.kept", { name: keep.keptFor });
      if (await findActiveHold(tx, slot.id, now)) {
        throw moveRefusal(409, "SLOT_RESERVED", "admin.move.errors.reserved", { minutes: holdMinutes });
      }
      if (
        before.type !== "wedding" &&
        candidateIsAdult(before.details, londonDate(before.startsAt)) !==
          candidateIsAdult(before.details, londonDate(slot.startsAt))
      ) {
        throw moveRefusal(409, "ADULT_RULE_CHANGES", "admin.move.errors.adultRule");
      }
      if (
        before.type === "wedding" &&
        underMarriageAge(before.details, londonDate(slot.startsAt)).length > 0
      ) {
        throw moveRefusal(409, "UNDER_MARRIAGE_AGE", "admin.move.errors.underMarriageAge");
      }
      const after = await moveBookingToSlot(tx, id, slot);
      await insertAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "booking.move",
        entity: "booking",
        entityId: id,
        beforeStatus: before.status,
        afterStatus: after.status,
        beforeStartsAt: before.startsAt,
        afterStartsAt: after.startsAt,
        reason: input.reason || null,
      });
      await ctx.queueMail(tx, movedMail(after, before.startsAt, { ...ctx, reason: input.reason }));
      return after;
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw moveRefusal(409, "SLOT_TAKEN", "admin.move.errors.taken");
    throw error;
  }
}

/** Deletes a booking of any status; a family whose request was still live is told it is cancelled. */
export async function removeBooking(ctx: AdminContext, actor: Actor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    if (!before) throw notFound("admin.errors.bookingNotFound");
    await deleteBooking(tx, id);
    await insertAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "booking.delete",
      entity: "booking",
      entityId: id,
      beforeStatus: before.status,
      afterStatus: null,
      reason: null,
    });
    if (isLiveAndUpcoming(before)) {
      const withdrawn = {
        ...before,
        status: "cancelled" as const,
        calendarSequence: before.calendarSequence + 1,
      };
      await ctx.queueMail(tx, decisionMail(withdrawn, "cancelled", ctx));
    }
  });
}

/**
 * Every office action on a booking. A deleted booking keeps its trail (its last row is the
 * deletion), so only an id with neither a booking nor a trail is unknown.
 */
export async function bookingAudit(db: Db, id: string) {
  const rows = await auditOf(db, "booking", id);
  if (rows.length === 0 && !(await findBooking(db, id))) throw notFound("admin.errors.bookingNotFound");
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorEmail: row.actorEmail,
    beforeStatus: row.beforeStatus,
    afterStatus: row.afterStatus,
    beforeStartsAt: row.beforeStartsAt?.toISOString() ?? null,
    afterStartsAt: row.afterStartsAt?.toISOString() ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}
