import { and, asc, eq, gt, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import type { SlotStatus, SlotType } from "../../../contracts/booking.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, slotHolds, slotKeeps, slots, users } from "../../db/schema.ts";

export type SlotRow = typeof slots.$inferSelect;
export type HoldRow = typeof slotHolds.$inferSelect;
export type KeepRow = typeof slotKeeps.$inferSelect;

const live = inArray(bookings.status, ["pending", "confirmed"]);

/**
 * One slot. Inside a transaction, `lock` keeps it from changing until the end: "share" while a
 * booking is made for it (a deletion waits, then sees the booking), "update" while it is deleted
 * (a booking waits, then finds no slot).
 */
export async function findSlot(
  db: Executor,
  id: string,
  lock?: "share" | "update",
): Promise<SlotRow | undefined> {
  const query = db.select().from(slots).where(eq(slots.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export type SlotWithStatus = SlotRow & { status: SlotStatus; heldByYou: boolean; keptForYou: boolean };

/**
 * Slots in a range with their status as the caller sees it: booked while a live booking holds it
 * or the office keeps it for a family, reserved while someone else's unexpired hold is on it,
 * available otherwise.
 */
export async function listSlotsWithStatus(
  db: Executor,
  filter: {
    type?: SlotType;
    from: Date;
    to?: Date;
    userId: string | null;
    now: Date;
    /** Only the slots the office keeps for the caller's address (their dashboard's list). */
    keptForYou?: boolean;
  },
): Promise<SlotWithStatus[]> {
  const keptForYou = sql<boolean>`exists (select 1 from ${slotKeeps} where ${slotKeeps.slotId} = ${slots.id}
    and ${keptForAccount(filter.userId)})`;
  const rows = await db
    .select({
      slot: slots,
      booked: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.slotId} = ${slots.id} and ${live})
        or exists (select 1 from ${slotKeeps} where ${slotKeeps.slotId} = ${slots.id}
          and not ${keptForAccount(filter.userId)})`,
      keptForYou,
      holder: slotHolds.userId,
    })
    .from(slots)
    .leftJoin(slotHolds, and(eq(slotHolds.slotId, slots.id), gt(slotHolds.expiresAt, filter.now)))
    .where(
      and(
        gte(slots.startsAt, filter.from),
        filter.to ? lte(slots.startsAt, filter.to) : undefined,
        filter.type ? eq(slots.type, filter.type) : undefined,
        filter.keptForYou ? keptForYou : undefined,
      ),
    )
    .orderBy(asc(slots.startsAt));
  return rows.map(({ slot, booked, keptForYou, holder }) => {
    const heldByYou = !booked && holder !== null && holder === filter.userId;
    const status: SlotStatus = booked ? "booked" : holder && !heldByYou ? "reserved" : "available";
    return { ...slot, status, heldByYou, keptForYou: Boolean(keptForYou) && !booked };
  });
}

/** Ids of upcoming slots a pending or confirmed booking holds or the office keeps for a family. */
export async function bookedSlotIds(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slotId: bookings.slotId })
    .from(bookings)
    .where(and(live, gte(bookings.startsAt, now)))
    .union(
      db
        .select({ slotId: slotKeeps.slotId })
        .from(slotKeeps)
        .innerJoin(slots, eq(slots.id, slotKeeps.slotId))
        .where(gte(slots.startsAt, now)),
    );
  return rows.flatMap((row) => (row.slotId ? [row.slotId] : []));
}

/**
 * A keep (in a query on `slot_keeps`) that names `address`, an account's, whatever its case: the
 * one rule by which a keep is a family's (ADR 034, 036, 037). An empty address names nobody.
 */
export const keepNames = (address: SQL | string) =>
  sql`(${slotKeeps.email} <> '' and lower(${slotKeeps.email}) = lower(${address}))`;

/** A keep (in a query on `slot_keeps`) for the account `userId`, by its address: never for nobody. */
const keptForAccount = (userId: string | null) =>
  userId ? keepNames(sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`) : sql`false`;

/**
 * Whether the office keeps the slot for someone other than `user`: a keep that names the user's
 * account's address is theirs to book online (ADR 034), any other keeps it from them.
 */
export function keptFromUser(keep: KeepRow | undefined, user: { email: string }): boolean {
  if (!keep) return false;
  return !(keep.email !== "" && keep.email.toLowerCase() === user.email.toLowerCase());
}

/** Ends the keep on a slot (released by the office, or booked by the family it was kept for). */
export async function deleteKeep(db: Executor, slotId: string) {
  await db.delete(slotKeeps).where(eq(slotKeeps.slotId, slotId));
}

/** Whom the office keeps the slot for, if it keeps it. */
export async function findKeep(db: Executor, slotId: string): Promise<KeepRow | undefined> {
  const [row] = await db.select().from(slotKeeps).where(eq(slotKeeps.slotId, slotId));
  return row;
}

export async function hasLiveBooking(db: Executor, slotId: string): Promise<boolean> {
  return (await liveBookingHolder(db, slotId)) !== undefined;
}

/** The pending or confirmed booking that holds the slot, if one does, with its account (none once deleted). */
export async function liveBookingHolder(
  db: Executor,
  slotId: string,
): Promise<{ userId: string | null } | undefined> {
  const [row] = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), live))
    .limit(1);
  return row;
}

/** The unexpired hold on a slot, whoever holds it. */
export async function findActiveHold(db: Executor, slotId: string, now: Date): Promise<HoldRow | undefined> {
  const [row] = await db
    .select()
    .from(slotHolds)
    .where(and(eq(slotHolds.slotId, slotId), gt(slotHolds.expiresAt, now)));
  return row;
}

/**
 * Places or renews the user's hold. One statement decides the race: the row is written only when
 * the slot is free of holds, already the user's, or held by an expired hold. Undefined when
 * someone else holds it. The user's hold on any other slot is released first (one hold per user),
 * so a caller that gets undefined must roll the transaction back to keep that hold.
 */
export async function placeHold(
  db: Executor,
  input: { slotId: string; userId: string; expiresAt: Date; now: Date },
): Promise<HoldRow | undefined> {
  await db
    .delete(slotHolds)
    .where(and(eq(slotHolds.userId, input.userId), ne(slotHolds.slotId, input.slotId)));
  const [row] = await db
    .insert(slotHolds)
    .values({ slotId: input.slotId, userId: input.userId, expiresAt: input.expiresAt })
    .onConflictDoUpdate({
      target: slotHolds.slotId,
      set: { userId: input.userId, expiresAt: input.expiresAt },
      setWhere: sql`${slotHolds.userId} = ${input.userId} or ${slotHolds.expiresAt} <= ${input.now.toISOString()}`,
    })
    .returning();
  return row;
}

export async function releaseHold(db: Executor, slotId: string, userId: string) {
  await db.delete(slotHolds).where(and(eq(slotHolds.slotId, slotId), eq(slotHolds.userId, userId)));
}

export async function releaseHoldsOn(db: Executor, slotId: string) {
  await db.delete(slotHolds).where(eq(slotHolds.slotId, slotId));
}
