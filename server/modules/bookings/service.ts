import type { FastifyInstance } from "fastify";
import {
  type BaptismBooking,
  type Booking,
  type BookingType,
  isLiveAndUpcoming,
  makeBaptismBookingSchema,
  makeWeddingBookingSchema,
  maxWaitingRequests,
  slotTypeFor,
  type WeddingBooking,
} from "../../../contracts/booking.ts";
import { countries } from "../../../contracts/countries.ts";
import type { Language } from "../../../contracts/language.ts";
import { londonDate } from "../../../contracts/time.ts";
import type { PublicUser } from "../../../contracts/user.ts";
import { issueMessage, issuePath } from "../../../contracts/validation-messages.ts";
import { PHONE } from "../../../web/content/parish-shared.ts";
import { type Executor, pgErrorCode } from "../../db/client.ts";
import { AppError, badRequest, conflict, notFound, unauthenticated } from "../../errors.ts";
import { insertAudit } from "../admin/repository.ts";
import { lockUser } from "../auth/repository.ts";
import { whenText } from "../mail/layout.ts";
import {
  deleteKeep,
  findActiveHold,
  findKeep,
  findSlot,
  keptFromUser,
  liveBookingHolder,
  releaseHold,
} from "../slots/repository.ts";
import { cancelledMail, officeMail, requestReceivedMail } from "./mails.ts";
import {
  type BookingRow,
  countWaitingRequests,
  findBooking,
  insertBooking,
  listUserBookings,
  lockBooking,
  updateBookingStatus,
} from "./repository.ts";

export const slotTaken = () => conflict("SLOT_TAKEN", "booking.errors.slotTaken");

/**
 * The refusal of a slot a live booking holds: when it is the caller's own, the family pressed
 * again after an answer lost on the way, and is told so rather than sent to choose another date
 * (and so to send a second request for the same child).
 */
export const takenFrom = (caller: PublicUser, holder: { userId: string | null }) =>
  holder.userId === caller.id
    ? conflict("ALREADY_REQUESTED", "booking.errors.alreadyRequested")
    : slotTaken();

export function toBookingResponse(booking: BookingRow, now = new Date()): Booking {
  return {
    id: booking.id,
    type: booking.type,
    status: booking.status,
    slotId: booking.slotId,
    startsAt: booking.startsAt.toISOString(),
    durationMinutes: booking.durationMinutes,
    declineReason: booking.declineReason,
    contactName: booking.contactName,
    contactEmail: booking.contactEmail,
    language: booking.language,
    details: booking.details as Record<string, unknown>,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
    cancellable: isLiveAndUpcoming(booking, now),
  };
}

/**
 * The rules that depend on the day of the service (the baptism's adult rule, the wedding's age of
 * the couple), each schema built once per kind and day (zod schemas are costly to build).
 */
const schemasByDay = new Map<
  string,
  ReturnType<typeof makeBaptismBookingSchema | typeof makeWeddingBookingSchema>
>();
function schemaFor(type: BookingType, day: string) {
  const key = `${type === "wedding" ? "wedding" : "baptism"} ${day}`;
  let schema = schemasByDay.get(key);
  if (!schema) {
    if (schemasByDay.size > 1000) schemasByDay.clear();
    schema = type === "wedding" ? makeWeddingBookingSchema(day) : makeBaptismBookingSchema(day);
    schemasByDay.set(key, schema);
  }
  return schema;
}

type BookingInput = ({ type: "baptism" | "chrismation" } & BaptismBooking) | WeddingBooking;

/**
 * The countries a request names that no country has: the schema checks a code's form (two
 * capitals, what the form's list gives), the list itself is checked here, where it costs no
 * page its download.
 */
function unknownCountries(input: BookingInput): Record<string, string> {
  const given =
    input.type === "wedding"
      ? {
          "groom.placeOfBirth.country": input.groom.placeOfBirth.country,
          "bride.placeOfBirth.country": input.bride.placeOfBirth.country,
        }
      : { "child.countryOfBirth": input.child.countryOfBirth };
  return Object.fromEntries(
    Object.entries(given)
      .filter(([, code]) => !countries.isValid(code))
      .map(([field]) => [field, "booking.validation.countryUnknown"]),
  );
}

/**
 * A member may have `maxWaitingRequests` requests waiting for the office at once (the office has no
 * limit): the next is refused (409 TOO_MANY_REQUESTS) when the member holds a date and again when
 * they send the request, with the office's number to ring.
 */
export async function refuseBeyondWaitingRequests(db: Executor, userId: string, now: Date): Promise<void> {
  if ((await countWaitingRequests(db, userId, now)) >= maxWaitingRequests) {
    throw conflict("TOO_MANY_REQUESTS", "booking.errors.tooManyRequests", {
      count: maxWaitingRequests,
      phone: PHONE.display,
    });
  }
}

/**
 * A booking's details as the parish keeps them: `confirmEmail` (DESIGN.md: form only) is the
 * family checking its own typing, checked and then dropped, so no address is kept twice.
 */
function withoutConfirmEmails<T extends object>(details: T): T {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => {
      if (!value || typeof value !== "object" || Array.isArray(value) || !("confirmEmail" in value))
        return [key, value];
      const { confirmEmail: _confirmEmail, ...kept } = value;
      return [key, kept];
    }),
  ) as T;
}

/**
 * Creates a pending booking in one transaction with its two e-mails. The slot must exist, lie in
 * the future, serve this kind of service and not be held by someone else; the caller's own hold
 * is consumed. Two requests racing for one slot meet at the partial unique index: one wins, the
 * other gets 409 SLOT_TAKEN.
 */
export async function createBooking(
  app: FastifyInstance,
  user: PublicUser,
  input: BookingInput,
  /** The language of the page asking, for a refusal that names a time. */
  language: Language,
): Promise<BookingRow> {
  const type: BookingType = input.type;
  const { slotId, slotStartsAt, consent: _consent, type: _type, ...given } = input;
  const details = withoutConfirmEmails(given);
  const now = new Date();
  const countryFields = unknownCountries(input);
  if (Object.keys(countryFields).length > 0)
    throw badRequest("VALIDATION", "apiErrors.VALIDATION", countryFields);
  // Losers of a race usually find the slot taken before opening a transaction; the unique index
  // below still decides the cases this read misses.
  const holder = await liveBookingHolder(app.database.db, slotId);
  if (holder) throw takenFrom(user, holder);
  try {
    return await app.database.db.transaction(async (tx) => {
      // The account's row is locked: deleted meanwhile (its session read, the row gone), the
      // caller is no longer anyone; and one account cannot take every date: a few requests at a
      // time wait for the office, two sent at once counted one after the other.
      if (!(await lockUser(tx, user.id))) throw unauthenticated();
      if (user.role !== "admin") {
        await refuseBeyondWaitingRequests(tx, user.id, now);
      }
      const slot = await findSlot(tx, slotId, "share");
      if (!slot) throw notFound("booking.errors.slotNotFound");
      if (slot.startsAt <= now) throw conflict("SLOT_IN_PAST", "booking.errors.slotInPast");
      if (slot.type !== slotTypeFor(type)) {
        throw conflict("SLOT_TYPE_MISMATCH", `booking.errors.slotTypeMismatch.${slot.type}`);
      }
      // Re-timed by the office after the family's hold lapsed: never book a time they did not see.
      if (slotStartsAt !== undefined && new Date(slotStartsAt).getTime() !== slot.startsAt.getTime()) {
        throw conflict("SLOT_CHANGED", "booking.errors.slotChanged", whenText(slot.startsAt, language));
      }
      // The rules on ages count on the day of the service, known only now.
      const checked = schemaFor(type, londonDate(slot.startsAt)).safeParse(input);
      if (!checked.success) {
        const fields: Record<string, string> = {};
        for (const issue of checked.error.issues) fields[issuePath(issue)] ??= issueMessage(issue).key;
        throw badRequest("VALIDATION", "apiErrors.VALIDATION", fields);
      }
      const hold = await findActiveHold(tx, slot.id, now);
      if (hold && hold.userId !== user.id) throw conflict("SLOT_TAKEN", "booking.errors.slotReserved");
      const holderNow = await liveBookingHolder(tx, slot.id);
      if (holderNow) throw takenFrom(user, holderNow);
      // The slot is locked (shared): the office cannot start keeping it until this booking is in.
      // A slot kept for this account is theirs to book, and the keep ends with the booking.
      const keep = await findKeep(tx, slot.id);
      if (keptFromUser(keep, user)) throw slotTaken();
      const booking = await insertBooking(tx, {
        userId: user.id,
        type,
        slot,
        details,
        contactName: `${user.firstName} ${user.lastName}`,
        contactEmail: user.email,
        // The language the member chose for the parish's e-mails, not the page's: every mail about
        // the booking, and the office's note of how to answer the family, follow it.
        language: user.language,
      });
      await releaseHold(tx, slot.id, user.id);
      if (keep) await deleteKeep(tx, slot.id);
      await app.queueMail(tx, requestReceivedMail(booking, app.config));
      await app.queueMail(tx, officeMail(booking, "request", app.config, keep?.keptFor));
      return booking;
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") {
      const winner = await liveBookingHolder(app.database.db, slotId);
      throw winner ? takenFrom(user, winner) : slotTaken();
    }
    throw error;
  }
}

/** The booking when the caller owns it or is an admin; 404 otherwise, so ids reveal nothing. */
export async function visibleBooking(
  app: FastifyInstance,
  user: PublicUser,
  id: string,
): Promise<BookingRow> {
  const booking = await findBooking(app.database.db, id);
  if (!booking || (booking.userId !== user.id && user.role !== "admin"))
    throw notFound("booking.errors.notFound");
  return booking;
}

export async function myBookings(app: FastifyInstance, user: PublicUser, future: boolean) {
  return listUserBookings(app.database.db, user.id, { future, now: new Date() });
}

/**
 * Cancels a live future booking: the slot is free again at once, the calendar sequence goes up
 * and the owner gets a METHOD:CANCEL calendar file with the same UID; the office is told when the
 * family cancelled.
 */
export async function cancelBooking(app: FastifyInstance, user: PublicUser, id: string): Promise<BookingRow> {
  return app.database.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking || (booking.userId !== user.id && user.role !== "admin"))
      throw notFound("booking.errors.notFound");
    if (!isLiveAndUpcoming(booking)) {
      throw new AppError(409, "BOOKING_NOT_CANCELLABLE", "booking.errors.notCancellable");
    }
    const cancelled = await updateBookingStatus(tx, id, { status: "cancelled", bumpSequence: true });
    // The office's history says who cancelled: the family, or an admin using the family's route.
    await insertAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: booking.userId === user.id ? "booking.withdraw" : "booking.cancel",
      entity: "booking",
      entityId: id,
      beforeStatus: booking.status,
      afterStatus: cancelled.status,
      reason: null,
    });
    await app.queueMail(tx, cancelledMail(cancelled, app.config));
    // The office is told of the family's own cancellation, as of one through its pages: an
    // admin using this route is not mailed that the family cancelled.
    if (booking.userId === user.id) await app.queueMail(tx, officeMail(cancelled, "cancelled", app.config));
    return cancelled;
  });
}
