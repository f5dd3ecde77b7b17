import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { adminSlotStatuses } from "../../../contracts/admin.ts";
import { liveStatuses } from "../../../contracts/booking.ts";
import { type Db, type Executor, lockUntilCommit } from "../../db/client.ts";
import { auditLog, bookings, slotHolds, slotKeeps, slots } from "../../db/schema.ts";
import { upcomingFirst } from "../bookings/repository.ts";
import type { KeepRow } from "../slots/repository.ts";
import { searchTextOf } from "./booking-search.ts";

export type SlotRow = typeof slots.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

/** Serialises slot creation and deletion until the transaction ends (one priest, one church). */
export const lockSlotSchedule = (tx: Executor) => lockUntilCommit(tx, "slotSchedule");

/** Slots of either type whose [start, start + duration) meets [start, end). */
export function overlappingSlots(db: Executor, start: Date, end: Date): Promise<SlotRow[]> {
  return db
    .select()
    .from(slots)
    .where(
      and(
        lt(slots.startsAt, end),
        gt(sql`${slots.startsAt} + ${slots.durationMinutes} * interval '1 minute'`, start),
      ),
    );
}

export async function insertSlots(
  db: Executor,
  values: Pick<
    typeof slots.$inferInsert,
    "startsAt" | "durationMinutes" | "type" | "overrideReason" | "createdBy"
  >[],
): Promise<SlotRow[]> {
  if (values.length === 0) return [];
  return db.insert(slots).values(values).returning();
}

export async function updateSlot(
  db: Executor,
  id: string,
  values: Pick<typeof slots.$inferInsert, "startsAt" | "durationMinutes" | "type" | "overrideReason">,
): Promise<SlotRow> {
  const [row] = await db.update(slots).set(values).where(eq(slots.id, id)).returning();
  if (!row) throw new Error("slot not updated");
  return row;
}

export async function deleteSlot(db: Executor, id: string) {
  await db.delete(slots).where(eq(slots.id, id));
}

/** The pending or confirmed booking holding a slot, if any. */
export async function liveBookingOfSlot(db: Executor, slotId: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), inArray(bookings.status, [...liveStatuses])));
  return row;
}

export type SlotWithBooking = {
  slot: SlotRow;
  booking: Pick<BookingRow, "id" | "type" | "status" | "contactName" | "contactEmail"> | null;
  held: boolean;
  keep: KeepRow | null;
};

/** Keeps the slot for a family, or changes what is written of them. */
export async function upsertKeep(
  db: Executor,
  values: Pick<KeepRow, "slotId" | "keptFor" | "telephone" | "email" | "note" | "keptBy">,
): Promise<KeepRow> {
  const [row] = await db
    .insert(slotKeeps)
    .values(values)
    .onConflictDoUpdate({
      target: slotKeeps.slotId,
      set: {
        keptFor: values.keptFor,
        telephone: values.telephone,
        email: values.email,
        note: values.note,
        keptBy: values.keptBy,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error("keep not written");
  return row;
}

/** Slots starting from now (upcoming, earliest first), before it (past, latest first), or both (all, earliest first). */
export async function listSlotsWithBookings(
  db: Executor,
  options: {
    when: "upcoming" | "past" | "all";
    now: Date;
    type?: SlotRow["type"];
    status?: (typeof adminSlotStatuses)[number];
    /** Instants: from inclusive, to exclusive. */
    from?: Date;
    to?: Date;
    limit: number;
  },
): Promise<SlotWithBooking[]> {
  const conditions: SQL[] = [];
  if (options.when === "upcoming") conditions.push(gte(slots.startsAt, options.now));
  if (options.when === "past") conditions.push(lt(slots.startsAt, options.now));
  if (options.from) conditions.push(gte(slots.startsAt, options.from));
  if (options.to) conditions.push(lt(slots.startsAt, options.to));
  if (options.type) conditions.push(eq(slots.type, options.type));
  // As toAdminSlot names them: booked (a live booking, or kept for a family), kept (only that),
  // reserved (only a family's hold), available.
  const taken = or(isNotNull(bookings.id), isNotNull(slotKeeps.slotId));
  if (options.status === "booked" && taken) conditions.push(taken);
  if (options.status === "kept") conditions.push(isNull(bookings.id), isNotNull(slotKeeps.slotId));
  const free = [isNull(bookings.id), isNull(slotKeeps.slotId)];
  if (options.status === "reserved") conditions.push(...free, isNotNull(slotHolds.slotId));
  if (options.status === "available") conditions.push(...free, isNull(slotHolds.slotId));
  const rows = await db
    .select({
      slot: slots,
      bookingId: bookings.id,
      bookingType: bookings.type,
      bookingStatus: bookings.status,
      contactName: bookings.contactName,
      contactEmail: bookings.contactEmail,
      holdExpiresAt: slotHolds.expiresAt,
      keep: slotKeeps,
    })
    .from(slots)
    .leftJoin(bookings, and(eq(bookings.slotId, slots.id), inArray(bookings.status, [...liveStatuses])))
    .leftJoin(slotHolds, and(eq(slotHolds.slotId, slots.id), gt(slotHolds.expiresAt, options.now)))
    .leftJoin(slotKeeps, eq(slotKeeps.slotId, slots.id))
    .where(and(...conditions))
    .orderBy(options.when === "past" ? desc(slots.startsAt) : asc(slots.startsAt))
    .limit(options.limit);
  return rows.map((row) => ({
    slot: row.slot,
    booking:
      row.bookingId && row.bookingType && row.bookingStatus
        ? {
            id: row.bookingId,
            type: row.bookingType,
            status: row.bookingStatus,
            contactName: row.contactName ?? "",
            contactEmail: row.contactEmail ?? "",
          }
        : null,
    held: row.holdExpiresAt !== null,
    keep: row.keep,
  }));
}

export type BookingFilter = {
  status?: BookingRow["status"];
  type?: BookingRow["type"];
  /** true: starting now or later; false: already started. */
  future?: boolean;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Folded words (booking-search.ts) each of which the booking's search text contains somewhere. */
  words?: string[];
  now: Date;
};

/** `\`, `%` and `_` taken literally by LIKE (backslash is PostgreSQL's default escape). */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function bookingConditions(filter: BookingFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.type) conditions.push(eq(bookings.type, filter.type));
  if (filter.future === true) conditions.push(gte(bookings.startsAt, filter.now));
  if (filter.future === false) conditions.push(lt(bookings.startsAt, filter.now));
  if (filter.from) conditions.push(gte(bookings.startsAt, filter.from));
  if (filter.to) conditions.push(lt(bookings.startsAt, filter.to));
  // Byte for byte, so the same on any locale and encoding (ADR 013): both sides were folded in code.
  for (const word of filter.words ?? []) conditions.push(like(bookings.searchText, `%${likeLiteral(word)}%`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Bookings matching every given filter, soonest first; a page of them with `limit` and `offset`. */
export function listBookings(
  db: Executor,
  filter: BookingFilter,
  page: { limit?: number; offset?: number } = {},
): Promise<BookingRow[]> {
  const query = db
    .select()
    .from(bookings)
    .where(bookingConditions(filter))
    // This week's requests at the top, not the oldest booking.
    .orderBy(...upcomingFirst(filter.now))
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  if (page.offset) query.offset(page.offset);
  return query;
}

/** How many bookings match the filters (the whole list a page of `listBookings` is from). */
export async function countMatchingBookings(db: Executor, filter: BookingFilter): Promise<number> {
  return db.$count(bookings, bookingConditions(filter));
}

/** The ids and search texts of the bookings matching the filters, in the list's order. */
export function searchCandidates(db: Executor, filter: BookingFilter) {
  return db
    .select({ id: bookings.id, searchText: bookings.searchText })
    .from(bookings)
    .where(bookingConditions(filter))
    .orderBy(...upcomingFirst(filter.now));
}

/** These bookings, in the list's order. */
export function bookingsByIds(db: Executor, ids: string[], now: Date): Promise<BookingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookings)
    .where(inArray(bookings.id, ids))
    .orderBy(...upcomingFirst(now));
}

/**
 * Fills the search text of bookings written before the column was (or by a restore of such a
 * backup): folded here, in code, as new bookings' is (ADR 013). Cheap once none is left: the
 * partial index holds only the rows still to fill.
 */
export async function fillMissingSearchText(db: Db) {
  const missing = await db
    .select({
      id: bookings.id,
      contactName: bookings.contactName,
      contactEmail: bookings.contactEmail,
      details: bookings.details,
    })
    .from(bookings)
    .where(isNull(bookings.searchText));
  if (missing.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const row of missing) {
      await tx
        .update(bookings)
        .set({ searchText: searchTextOf(row) })
        .where(eq(bookings.id, row.id));
    }
  });
  return missing.length;
}

export async function countBookings(db: Executor, now: Date) {
  const [row] = await db
    .select({
      // Requests still to come: one whose date has passed can no longer be confirmed, and the
      // dashboard's list of bookings, which this count heads, leaves it out.
      pending:
        sql<number>`count(*) filter (where ${bookings.status} = 'pending' and ${bookings.startsAt} >= ${now})`.mapWith(
          Number,
        ),
      upcomingConfirmed:
        sql<number>`count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.startsAt} >= ${now})`.mapWith(
          Number,
        ),
      // Requests whose date passed unanswered: the office still declines them, so the family hears.
      overdue:
        sql<number>`count(*) filter (where ${bookings.status} = 'pending' and ${bookings.startsAt} < ${now})`.mapWith(
          Number,
        ),
    })
    .from(bookings);
  return {
    pending: row?.pending ?? 0,
    upcomingConfirmed: row?.upcomingConfirmed ?? 0,
    overdue: row?.overdue ?? 0,
  };
}

/** The booking, locked until the transaction ends, so two admins' decisions on it run one after the other. */
export async function lockBooking(tx: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

export async function updateBookingStatus(
  tx: Executor,
  id: string,
  values: Partial<Pick<BookingRow, "status" | "declineReason" | "calendarSequence">>,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error("booking vanished inside its transaction");
  return row;
}

/** Puts a booking on another slot, at its time and length; its calendar entry changes, so a new SEQUENCE. */
export async function moveBookingToSlot(tx: Executor, id: string, slot: SlotRow): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({
      slotId: slot.id,
      startsAt: slot.startsAt,
      durationMinutes: slot.durationMinutes,
      calendarSequence: sql`${bookings.calendarSequence} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error("booking vanished inside its transaction");
  return row;
}

export async function deleteBooking(tx: Executor, id: string) {
  await tx.delete(bookings).where(eq(bookings.id, id));
}

export async function insertAudit(
  tx: Executor,
  entry: Pick<
    typeof auditLog.$inferInsert,
    | "actorId"
    | "actorEmail"
    | "action"
    | "entity"
    | "entityId"
    | "beforeStatus"
    | "afterStatus"
    | "reason"
    | "beforeStartsAt"
    | "afterStartsAt"
  >,
) {
  await tx.insert(auditLog).values(entry);
}

export function auditOf(db: Executor, entity: AuditRow["entity"], entityId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));
}
