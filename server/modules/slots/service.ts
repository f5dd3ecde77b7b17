import type { FastifyInstance } from "fastify";
import {
  type BookingType,
  type Hold,
  holdMinutes,
  type SlotType,
  slotTypeFor,
} from "../../../contracts/booking.ts";
import type { PublicUser } from "../../../contracts/user.ts";
import { pgErrorCode } from "../../db/client.ts";
import { conflict, notFound, unauthenticated } from "../../errors.ts";
import { refuseBeyondWaitingRequests, slotTaken, takenFrom } from "../bookings/service.ts";
import {
  findKeep,
  findSlot,
  keptFromUser,
  listSlotsWithStatus,
  liveBookingHolder,
  placeHold,
} from "./repository.ts";

export async function listSlots(
  app: FastifyInstance,
  filter: { type?: SlotType; from?: string; to?: string; userId: string | null; keptForYou?: boolean },
) {
  const now = new Date();
  // Past slots are history: shown only when a range asks for them.
  const from = filter.from ? new Date(filter.from) : now;
  return listSlotsWithStatus(app.database.db, {
    type: filter.type,
    from,
    to: filter.to ? new Date(filter.to) : undefined,
    userId: filter.userId,
    now,
    keptForYou: filter.keptForYou,
  });
}

/**
 * Holds a slot for the caller for 15 minutes while they fill in the form (or renews their hold).
 * Refused when the slot is booked, held by someone else, past, or of another kind of service.
 */
export async function holdSlot(
  app: FastifyInstance,
  user: PublicUser,
  slotId: string,
  service: BookingType | undefined,
): Promise<Hold> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  try {
    const { hold, slot } = await app.database.db.transaction(async (tx) => {
      // Locked so the office cannot delete it under the hold (the deletion waits, or came first).
      const slot = await findSlot(tx, slotId, "share");
      if (!slot) throw notFound("booking.errors.slotNotFound");
      if (slot.startsAt <= now) throw conflict("SLOT_IN_PAST", "booking.errors.slotInPast");
      if (service && slotTypeFor(service) !== slot.type) {
        throw conflict("SLOT_TYPE_MISMATCH", `booking.errors.slotTypeMismatch.${slot.type}`);
      }
      const holder = await liveBookingHolder(tx, slot.id);
      if (holder) throw takenFrom(user, holder);
      // Kept by the office for a family who telephoned: taken, as the families' list says, unless
      // it is kept for this account.
      if (keptFromUser(await findKeep(tx, slot.id), user)) throw slotTaken();
      // A date held for a request the member could not send would be kept from everyone else.
      if (user.role !== "admin") await refuseBeyondWaitingRequests(tx, user.id, now);
      const hold = await placeHold(tx, { slotId: slot.id, userId: user.id, expiresAt, now });
      // Refused inside the transaction: the caller's hold on another slot, released to place this
      // one, comes back with the rollback.
      if (!hold) throw conflict("SLOT_TAKEN", "booking.errors.slotReserved");
      return { slot, hold };
    });
    return {
      slotId: hold.slotId,
      expiresAt: hold.expiresAt.toISOString(),
      expiresInSeconds: Math.round((hold.expiresAt.getTime() - now.getTime()) / 1000),
      service: service ?? (slot.type === "wedding" ? "wedding" : "baptism"),
    };
  } catch (error) {
    // Two holds racing for the same slot or by the same user meet at a unique key.
    if (pgErrorCode(error) === "23505") throw conflict("SLOT_TAKEN", "booking.errors.slotReserved");
    // The slot is locked above, so a missing row the hold refers to is the account, deleted since
    // its session was read.
    if (pgErrorCode(error) === "23503") throw unauthenticated();
    throw error;
  }
}
