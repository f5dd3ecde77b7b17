import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { el, enGB } from "date-fns/locale";
import type { Language } from "../../../contracts/language.ts";
import { parishTimeZone } from "../../../contracts/time.ts";
import { ADDRESS_ONE_LINE } from "../../../web/content/parish-shared.ts";
import { translate } from "../../i18n.ts";
import { bookingCalendar, type CalendarMethod, type CalendarSite } from "../bookings/calendar.ts";
import { bookingForLine, type MailLink, renderMail } from "../mail/layout.ts";
import type { Mail } from "../mail/outbox.ts";
import type { BookingRow } from "./repository.ts";

/** 'Friday 12 June 2026, 10:00' in London, in the reader's language, as the family's first mail wrote it. */
export function londonDateTime(instant: Date, language: Language): string {
  return format(new TZDate(instant.getTime(), parishTimeZone), "EEEE d MMMM yyyy, HH:mm", {
    locale: language === "el" ? el : enGB,
  });
}

export type OfficeDecision = "confirmed" | "declined" | "cancelled";

type MailOptions = CalendarSite & { reason?: string | null };

/** A line of the office's mails to families (`admin.mail.*`) in the booking's language. */
const mailText = (booking: BookingRow) => (key: string, params?: Record<string, unknown>) =>
  translate(booking.language, `admin.mail.${key}`, params);

/**
 * The office's mail to a family: the paragraphs, the office's reason if it gave one, the
 * questions line and the dashboard link, with the booking's calendar file as `method` has it.
 */
function familyMail(
  booking: BookingRow,
  options: MailOptions,
  mail: {
    subject: string;
    paragraphs: string[];
    method: CalendarMethod;
    /** The mail's button, when it is not the family's bookings. */
    action?: MailLink;
    link?: MailLink;
  },
): Mail {
  const language = booking.language;
  const line = mailText(booking);
  const [first, ...rest] = mail.paragraphs;
  const paragraphs = [first, bookingForLine(language, booking), ...rest];
  if (options.reason) paragraphs.splice(2, 0, line("reason", { reason: options.reason }));
  paragraphs.push(line("questions"));
  const { text, html } = renderMail(language, {
    greeting: line("greeting", { name: booking.contactName }),
    paragraphs,
    action: mail.action ?? { label: line("dashboard"), url: `${options.publicUrl}/${language}/dashboard` },
    link: mail.link,
  });
  return {
    to: booking.contactEmail,
    subject: mail.subject,
    text,
    html,
    attachments: [
      {
        filename: mail.method === "CANCEL" ? "booking-cancelled.ics" : "booking.ics",
        contentType: `text/calendar; charset=utf-8; method=${mail.method}`,
        content: bookingCalendar(booking, mail.method, options),
      },
    ],
  };
}

const serviceAndTime = (booking: BookingRow) => ({
  service: translate(booking.language, `booking.servicesInSentence.${booking.type}`),
  when: londonDateTime(booking.startsAt, booking.language),
});

/**
 * The family's e-mail about the office's decision, in the language they booked in. A confirmation
 * carries the event (METHOD:REQUEST); a decline or cancellation withdraws it (METHOD:CANCEL, same
 * UID, higher SEQUENCE), so calendar programs remove the entry: the confirmed event, or the
 * tentative one the dashboard offers while a request is pending.
 */
export function decisionMail(booking: BookingRow, decision: OfficeDecision, options: MailOptions): Mail {
  const line = mailText(booking);
  const params = serviceAndTime(booking);
  const base = `${options.publicUrl}/${booking.language}`;
  const paragraphs = [line(`${decision}.body`, params)];
  // What the family does next: where, what the office needs before the day (the register office's
  // 29 days for a wedding), or another date.
  if (decision === "confirmed") {
    paragraphs.push(
      line("confirmed.where", { address: ADDRESS_ONE_LINE }),
      line(`confirmed.prepare.${booking.type}`),
      line("confirmed.calendar"),
    );
  }
  // The calendar file that goes with a decline or a cancellation (CANCEL) is said, as in the
  // family's own cancellation: after a decline most families have no entry for it yet.
  if (decision === "declined") paragraphs.push(line("declined.calendar"), line("declined.another"));
  if (decision === "cancelled") paragraphs.push(line("cancelled.calendar"));
  return familyMail(booking, options, {
    subject: line(`${decision}.subject`, params),
    paragraphs,
    method: decision === "confirmed" ? "REQUEST" : "CANCEL",
    action:
      decision === "declined"
        ? { label: line("declined.action"), url: `${base}/sacraments/${booking.type}/slots` }
        : undefined,
    link:
      decision === "confirmed" ? { label: line("confirmed.guide"), url: `${base}/sacraments` } : undefined,
  });
}

/**
 * The family's e-mail when the office moves their booking: from when to when, whether it still
 * waits for confirmation, and the calendar file with the new time under the same UID and a higher
 * SEQUENCE (an invitation once confirmed, a plain copy while pending, as the dashboard offers).
 */
export function movedMail(booking: BookingRow, previousStart: Date, options: MailOptions): Mail {
  const line = mailText(booking);
  const params = { ...serviceAndTime(booking), previous: londonDateTime(previousStart, booking.language) };
  return familyMail(booking, options, {
    subject: line("moved.subject", params),
    paragraphs: [
      line("moved.body", params),
      line(`moved.${booking.status === "confirmed" ? "confirmed" : "pending"}`),
    ],
    method: booking.status === "confirmed" ? "REQUEST" : "PUBLISH",
  });
}
