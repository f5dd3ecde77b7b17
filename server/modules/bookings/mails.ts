import type { Config } from "../../config.ts";
import { translate } from "../../i18n.ts";
import { bookingForLine, renderMail, whenText } from "../mail/layout.ts";
import type { MailAttachment } from "../mail/outbox.ts";
import { bookingCalendar, type CalendarSite } from "./calendar.ts";
import type { BookingRow } from "./repository.ts";

type BuiltMail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

/**
 * A mail to the person who booked, in their language: `received` (we have your request, the
 * office will confirm) or `cancelled` (with the METHOD:CANCEL calendar file). Whom it is for, and
 * when, but not the details the family typed (a child's birth, the parents' religion, the mother's
 * maiden name): once sent they stay in mailboxes that erasure and the retention periods never
 * reach, and the family reads them on its dashboard.
 */
function ownerMail(booking: BookingRow, kind: "received" | "cancelled", site: CalendarSite): BuiltMail {
  const { publicUrl } = site;
  const language = booking.language;
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const service = t(`booking.servicesInSentence.${booking.type}`);
  const when = whenText(booking.startsAt, language);
  return {
    to: booking.contactEmail,
    // The date in the subject: a family's requests for two children otherwise look alike.
    subject: t(`booking.mail.${kind}.subject`, { service, ...when }),
    ...renderMail(language, {
      greeting: t("booking.mail.greeting", { name: booking.contactName }),
      paragraphs: [
        t(`booking.mail.${kind}.intro`, { service, ...when }),
        bookingForLine(language, booking),
        t(`booking.mail.${kind}.next`),
      ],
      action: { label: t("booking.mail.viewBookings"), url: `${publicUrl}/${language}/dashboard` },
    }),
    ...(kind === "cancelled"
      ? {
          attachments: [
            {
              filename: "booking.ics",
              contentType: "text/calendar; charset=utf-8; method=CANCEL",
              content: bookingCalendar(booking, "CANCEL", site),
            },
          ],
        }
      : {}),
  };
}

export const requestReceivedMail = (booking: BookingRow, site: CalendarSite) =>
  ownerMail(booking, "received", site);
export const cancelledMail = (booking: BookingRow, site: CalendarSite) =>
  ownerMail(booking, "cancelled", site);

/**
 * To the church office (in OFFICE_LANGUAGE): a new request, a cancellation, or a request withdrawn by the
 * deletion of its account. Who, what and when, and a link to the booking in the admin area: the
 * family's details (a child's birth, the parents' religion, the godparents' addresses) stay in the
 * database, where the retention periods and erasure reach them, and not in a mailbox.
 */
export function officeMail(
  booking: BookingRow,
  event: "request" | "cancelled" | "withdrawn" | "unlinked",
  office: Pick<Config, "officeEmail" | "officeLanguage" | "publicUrl">,
  /** Whom the office had kept the slot for, when this request ended the keep (ADR 036). */
  keptFor?: string,
): BuiltMail & { replyTo: string } {
  const { officeEmail, publicUrl, officeLanguage: language } = office;
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const service = t(`booking.servicesInSentence.${booking.type}`);
  const when = whenText(booking.startsAt, language);
  return {
    to: officeEmail,
    replyTo: booking.contactEmail,
    // The family's name in the subject: several requests for one Saturday otherwise look alike.
    subject: t(`booking.mail.office.${event}.subject`, { service, name: booking.contactName, ...when }),
    ...renderMail(language, {
      toOffice: true,
      paragraphs: [
        t(`booking.mail.office.${event}.intro`, {
          service,
          name: booking.contactName,
          email: booking.contactEmail,
          ...when,
        }),
        t("booking.mail.office.language", { language: t(`booking.languageNames.${booking.language}`) }),
        // Not the keep's note: like the family's details, it may name the child (detailsInAdmin).
        ...(keptFor ? [t("booking.mail.office.wasKept", { keptFor })] : []),
        ...(event === "withdrawn" ? [] : [t("booking.mail.office.detailsInAdmin")]),
      ],
      // A withdrawn request went with its account: there is nothing left to open.
      action:
        event === "withdrawn"
          ? undefined
          : {
              label: t("booking.mail.office.open"),
              url: `${publicUrl}/${language}/manage-bookings?booking=${booking.id}`,
            },
    }),
  };
}
