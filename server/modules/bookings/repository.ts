import { and, asc, desc, eq, gt, gte, type SQL, sql } from "drizzle-orm";
import type { BookingStatus, BookingType } from "../../../contracts/booking.ts";
import type { Language } from "../../../contracts/language.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, slots } from "../../db/schema.ts";
import { searchTextOf } from "../admin/booking-search.ts";

export type BookingRow = typeof bookings.$inferSelect;
export type SlotRow = typeof slots.$inferSelect;

export type NewBooking = {
  userId: string;
  type: BookingType;
  slot: SlotRow;
  details: Record<string, unknown>;
  contactName: string;
  contactEmail: string;
  language: Language;
};

/** Inserts a pending booking; the partial unique index refuses a second live one on the slot (23505). */
export async function insertBooking(db: Executor, input: NewBooking): Promise<BookingRow> {
  const [row] = await db
    .insert(bookings)
    .values({
      userId: input.userId,
      type: input.type,
      slotId: input.slot.id,
      startsAt: input.slot.startsAt,
      durationMinutes: input.slot.durationMinutes,
      status: "pending",
      details: input.details,
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      language: input.language,
      searchText: searchTextOf(input),
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The member's pending requests whose date is still to come. */
export async function countWaitingRequests(db: Executor, userId: string, now: Date): Promise<number> {
  return db.$count(
    bookings,
    and(eq(bookings.userId, userId), eq(bookings.status, "pending"), gt(bookings.startsAt, now)),
  );
}

export async function findBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** A booking and the slot it was made for (null when the slot was deleted since). */
export async function findBookingWithSlot(
  db: Executor,
  id: string,
): Promise<{ booking: BookingRow; slot: SlotRow | null } | undefined> {
  const [row] = await db
    .select({ booking: bookings, slot: slots })
    .from(bookings)
    .leftJoin(slots, eq(slots.id, bookings.slotId))
    .where(eq(bookings.id, id));
  return row;
}

/** Locks the booking row for the rest of the transaction, so two status changes cannot interleave. */
export async function lockBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

/**
 * Moves a booking to a new status. Every change a calendar shows (confirm, cancel) bumps
 * calendar_sequence so calendar programs apply it over the earlier file with the same UID.
 */
export async function updateBookingStatus(
  db: Executor,
  id: string,
  change: { status: BookingStatus; declineReason?: string | null; bumpSequence?: boolean },
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({
      status: change.status,
      ...(change.declineReason !== undefined ? { declineReason: change.declineReason } : {}),
      ...(change.bumpSequence ? { calendarSequence: sql`${bookings.calendarSequence} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error("booking vanished while locked");
  return row;
}

export async function listUserBookings(
  db: Executor,
  userId: string,
  options: { future?: boolean; now: Date },
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), options.future ? gte(bookings.startsAt, options.now) : undefined))
    .orderBy(...upcomingFirst(options.now));
}

/**
 * Bookings still to come first, soonest first, then the past, most recent first: the order both
 * a family's dashboard and the office's list read them in.
 */
export function upcomingFirst(now: Date): SQL[] {
  return [
    sql`${bookings.startsAt} < ${now}`,
    sql`case when ${bookings.startsAt} >= ${now} then ${bookings.startsAt} end asc`,
    desc(bookings.startsAt),
    asc(bookings.createdAt),
  ];
}
