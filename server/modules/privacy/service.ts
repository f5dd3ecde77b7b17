import { and, eq, gte, inArray, ne, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { isLiveAndUpcoming } from "../../../contracts/booking.ts";
import type { Language } from "../../../contracts/language.ts";
import type { UserDataExport } from "../../../contracts/privacy.ts";
import { PHONE } from "../../../web/content/parish-shared.ts";
import type { Db } from "../../db/client.ts";
import { auditLog, bookings, contactMessages, outbox, slotKeeps, slots, users } from "../../db/schema.ts";
import { AppError, unauthenticated } from "../../errors.ts";
import { translate } from "../../i18n.ts";
import { lockUser } from "../auth/repository.ts";
import { checkOwnPassword } from "../auth/service.ts";
import { officeMail } from "../bookings/mails.ts";
import { messageAsWritten } from "../contact/repository.ts";
import { renderMail, whenText } from "../mail/layout.ts";
import { isOfficeAddress } from "../mail/outbox.ts";
import { keepNames } from "../slots/repository.ts";

/**
 * The family's last mail, in their language: the account is gone, with what became of the bookings
 * still to come, and whom to ring if they did not delete it (a password guessed or shared).
 */
function accountDeletedMail(
  user: { email: string; firstName: string; language: Language },
  outcome: { withdrawn: number; takingPlace: string[]; inRegister: number; keptDates: number },
) {
  const { language } = user;
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(language, `dataRights.mail.${key}`, params);
  const content = renderMail(language, {
    greeting: translate(language, "auth.mail.greeting", { name: user.firstName }),
    paragraphs: [
      t("intro", whenText(new Date(), language)),
      outcome.withdrawn > 0 ? t("withdrawn", { count: outcome.withdrawn }) : undefined,
      // The address the office has for them, as the deletion's dialog named it.
      outcome.takingPlace.length > 0
        ? t("takingPlace", {
            count: outcome.takingPlace.length,
            email: [...new Set(outcome.takingPlace)].join(", "),
          })
        : undefined,
      outcome.inRegister > 0 ? t("register") : undefined,
      // Kept for them by telephone: still theirs, and released only by a call to the office.
      outcome.keptDates > 0 ? t("keptDates", { count: outcome.keptDates, phone: PHONE.display }) : undefined,
      t("notYours", { phone: PHONE.display }),
    ],
  });
  return { to: user.email, subject: t("subject"), ...content };
}

/**
 * A mail's words as the account's copy gives them: a reset or verification link opens the account
 * for an hour, and anyone can have one sent, so whoever holds a session (a shared computer left
 * logged in) could read it here and set a new password. The link's address stays, its key does not.
 */
const withoutKeys = (text: string) => text.replace(/(\/(?:reset-password|verify-email)\/)[\w-]+/g, "$1…");

/** Everything the parish holds about one account, as the user may download it (UK GDPR art. 15/20). */
export async function exportUserData(
  db: Db,
  userId: string,
  office: { officeEmail: string },
): Promise<UserDataExport<Date> | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const { passwordHash: _secret, ...account } = user;
  const userBookings = await db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(bookings.startsAt, bookings.id);
  // The messages sent while logged in: an address anyone can type proves nothing (ADR 024).
  // What they wrote, named column by column: the office's own marks on a message (ADR 035: when
  // and by which office account it was answered) are the office's, not theirs.
  const messages = await db
    .select(messageAsWritten)
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(contactMessages.createdAt, contactMessages.id);
  // The copies of the mails sent to them, kept until the retention removes them (30 days), as the
  // privacy notice says: what they said, when, and whether it went. Only since the account was
  // made: what went to the address before was someone else's business (another family's booking
  // naming it), and an account is opened at an address by whoever follows its link.
  const mails = isOfficeAddress(user.email, office)
    ? []
    : await db
        .select({
          subject: outbox.subject,
          text: outbox.text,
          status: outbox.status,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(and(eq(outbox.to, user.email), gte(outbox.createdAt, user.createdAt)))
        .orderBy(outbox.createdAt);
  // The dates the office keeps for the family, naming the account's address (ADR 034): what the
  // office wrote down when they telephoned. Which office account wrote it is the office's.
  const kept = await db
    .select({
      slotId: slotKeeps.slotId,
      type: slots.type,
      startsAt: slots.startsAt,
      durationMinutes: slots.durationMinutes,
      keptFor: slotKeeps.keptFor,
      telephone: slotKeeps.telephone,
      email: slotKeeps.email,
      note: slotKeeps.note,
      keptAt: slotKeeps.createdAt,
    })
    .from(slotKeeps)
    .innerJoin(slots, eq(slots.id, slotKeeps.slotId))
    .where(keepNames(user.email))
    .orderBy(slots.startsAt);
  // Each booking's history as the office reads it; a step of the office's is the office's, not
  // the address of whoever in it took the step.
  const bookingIds = userBookings.map((booking) => booking.id);
  const history =
    bookingIds.length === 0
      ? []
      : await db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, "booking"), inArray(auditLog.entityId, bookingIds)))
          .orderBy(auditLog.createdAt);
  return {
    exportedAt: new Date().toISOString(),
    account,
    // The search text is the office's index of the names above, not more data.
    bookings: userBookings.map(
      ({ userId: _owner, calendarSequence: _seq, searchText: _index, ...booking }) => booking,
    ),
    bookingHistory: history.map((step) => ({
      bookingId: step.entityId,
      at: step.createdAt,
      action: step.action,
      by: step.actorId === userId ? "you" : "the church office",
      beforeStatus: step.beforeStatus,
      afterStatus: step.afterStatus,
      beforeStartsAt: step.beforeStartsAt,
      afterStartsAt: step.afterStartsAt,
      reason: step.reason,
    })),
    contactMessages: messages,
    keptSlots: kept,
    mails: mails.map((mail) => ({ ...mail, text: withoutKeys(mail.text) })),
  };
}

/**
 * Deletes the account and the personal data the parish no longer needs. Confirmed sacraments
 * stay in the parish register (the Church and the law require it) with the link to the account
 * removed; requests that never became sacraments are deleted, freeing any slot they held, and
 * the office is told of each upcoming one, as of any cancellation. Only with the account's password.
 */
export async function deleteAccount(app: FastifyInstance, userId: string, password: string) {
  await checkOwnPassword(app, userId, password, { field: "password", message: "dataRights.passwordWrong" });
  return app.database.db.transaction(async (tx) => {
    // Locked, so two administrators leaving at once cannot both see the other one stay.
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
    if (admins.length === 1 && admins[0]?.id === userId)
      throw new AppError(409, "LAST_ADMIN", "dataRights.lastAdmin");
    // Locked before its bookings are read: a request being made takes the same lock first, so it
    // is either committed and read here, or made after, for an account that is gone (401). Read
    // unlocked, a request committed in between stayed, pending and unlinked, with every detail.
    if (!(await lockUser(tx, userId))) throw unauthenticated();
    const owned = await tx.select().from(bookings).where(eq(bookings.userId, userId));
    await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
    // A family's own steps (a withdrawn request) stay in the history of the bookings the office
    // keeps, without their address; an administrator's stay signed, as the office's record.
    if (!admins.some((admin) => admin.id === userId))
      await tx.update(auditLog).set({ actorEmail: null }).where(eq(auditLog.actorId, userId));
    // Deleting the user unlinks its bookings (ON DELETE SET NULL): they were read first.
    const [user] = await tx.delete(users).where(eq(users.id, userId)).returning({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      createdAt: users.createdAt,
    });
    if (!user) throw unauthenticated();
    const address = user.email.toLowerCase();
    // The mails sent to the account and to the addresses its bookings gave (a request's every
    // detail, reset links), and the office's copies that answer them (contact messages, requests):
    // deleted before the office's mails below are queued, which stay.
    const addresses = [...new Set([address, ...owned.map((b) => b.contactEmail.toLowerCase())])].filter(
      (one) => !isOfficeAddress(one, app.config),
    );
    // Since the account was made (its bookings came after it): what went to the address before was
    // someone else's business, as in the download.
    await tx
      .delete(outbox)
      .where(
        and(
          gte(outbox.createdAt, user.createdAt),
          or(inArray(sql`lower(${outbox.to})`, addresses), inArray(sql`lower(${outbox.replyTo})`, addresses)),
        ),
      );
    // A date the office keeps for the family stays kept: they arranged it by telephone, not
    // through the account. Only the account's address leaves it, which let the account book it.
    const unlinkedKeeps = await tx
      .update(slotKeeps)
      .set({ email: "", updatedAt: new Date() })
      .where(keepNames(address))
      .returning({ slotId: slotKeeps.slotId });
    const stillKept =
      unlinkedKeeps.length === 0
        ? []
        : await tx
            .select({ startsAt: slots.startsAt })
            .from(slots)
            .where(
              and(
                inArray(
                  slots.id,
                  unlinkedKeeps.map((keep) => keep.slotId),
                ),
                gte(slots.startsAt, new Date()),
              ),
            );
    const removable = owned.filter((b) => b.status !== "confirmed").map((b) => b.id);
    const upcoming = owned.filter((booking) => isLiveAndUpcoming(booking));
    for (const booking of upcoming) {
      // A withdrawn request frees its slot; a confirmed sacrament still to come stays, and the
      // office learns that the family can now be reached only by the address it booked with.
      const event = booking.status === "pending" ? "withdrawn" : "unlinked";
      await app.queueMail(tx, officeMail(booking, event, app.config));
    }
    if (removable.length > 0) {
      await tx.delete(bookings).where(and(inArray(bookings.id, removable), ne(bookings.status, "confirmed")));
      await tx.delete(auditLog).where(inArray(auditLog.entityId, removable));
    }
    await app.queueMail(
      tx,
      accountDeletedMail(user, {
        withdrawn: upcoming.filter((booking) => booking.status === "pending").length,
        takingPlace: upcoming
          .filter((booking) => booking.status === "confirmed")
          .map((booking) => booking.contactEmail),
        inRegister: owned.length - removable.length,
        keptDates: stillKept.length,
      }),
    );
    return { keptInRegister: owned.length - removable.length, deletedRequests: removable.length };
  });
}
