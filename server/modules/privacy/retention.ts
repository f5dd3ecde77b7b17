import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { unconfirmedAccountDays } from "../../../contracts/admin.ts";
import type { Db } from "../../db/client.ts";
import {
  auditLog,
  bookings,
  contactMessages,
  outbox,
  rateLimits,
  sessions,
  slotKeeps,
  slots,
  trustedDevices,
  users,
  verifications,
} from "../../db/schema.ts";

/** How long the privacy notice says each kind of record is kept (web/content/privacy.*.ts). */
export const retention = {
  /** Declined and cancelled requests, after the decision; requests never answered, after their date. */
  closedRequests: "12 months",
  contactMessages: "12 months",
  /** The name and number of a family the office kept a slot for, after the slot's date. */
  keptSlots: "12 months",
  /** Accounts whose address was never confirmed, after signing up (the link works 48 hours). */
  unconfirmedAccounts: `${unconfirmedAccountDays} days`,
  /** Copies of the e-mails the site sent (the outbox), once sent or given up. */
  sentMail: "30 days",
  /** Reset and verification links, used or not, after they expire (kept a while so an old link
   * still says "expired" or "already verified" rather than "invalid"). */
  expiredLinks: "30 days",
} as const;

const olderThan = (column: Parameters<typeof lt>[0], period: string) =>
  lt(column, sql`now() - ${period}::interval`);

/**
 * Deletes what the privacy notice promises not to keep, and the expired sessions, links and rate
 * counters nobody needs. Each statement stands alone and repeating it changes nothing, so every
 * instance may run it. Confirmed sacraments are never deleted: they are the parish register.
 */
export async function applyRetention(db: Db) {
  return db.transaction(async (tx) => {
    const closed = await tx
      .delete(bookings)
      .where(
        or(
          and(
            inArray(bookings.status, ["declined", "cancelled"]),
            olderThan(bookings.updatedAt, retention.closedRequests),
          ),
          and(eq(bookings.status, "pending"), olderThan(bookings.startsAt, retention.closedRequests)),
        ),
      )
      .returning({ id: bookings.id });
    const closedIds = closed.map((row) => row.id);
    if (closedIds.length > 0) await tx.delete(auditLog).where(inArray(auditLog.entityId, closedIds));
    const messages = await tx
      .delete(contactMessages)
      .where(olderThan(contactMessages.createdAt, retention.contactMessages))
      .returning({ id: contactMessages.id });
    const keeps = await tx
      .delete(slotKeeps)
      .where(
        inArray(
          slotKeeps.slotId,
          tx.select({ id: slots.id }).from(slots).where(olderThan(slots.startsAt, retention.keptSlots)),
        ),
      )
      .returning({ slotId: slotKeeps.slotId });
    const mails = await tx
      .delete(outbox)
      .where(
        and(
          inArray(outbox.status, ["sent", "logged", "failed"]),
          olderThan(outbox.createdAt, retention.sentMail),
        ),
      )
      .returning({ id: outbox.id });
    // Never confirmed, such an account cannot log in, so it holds no request: only what someone
    // typed, perhaps for another's address, which could not sign up meanwhile.
    const unconfirmed = await tx
      .delete(users)
      .where(and(eq(users.isVerified, false), olderThan(users.createdAt, retention.unconfirmedAccounts)))
      .returning({ id: users.id });
    await tx.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    await tx.delete(trustedDevices).where(lt(trustedDevices.expiresAt, sql`now()`));
    await tx.delete(verifications).where(olderThan(verifications.expiresAt, retention.expiredLinks));
    await tx.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    return {
      requests: closedIds.length,
      contactMessages: messages.length,
      keptSlots: keeps.length,
      mails: mails.length,
      unconfirmedAccounts: unconfirmed.length,
    };
  });
}
