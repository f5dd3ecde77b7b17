import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { el, enGB } from "date-fns/locale";
import type { Language } from "../../../contracts/language.ts";
import { parishTimeZone } from "../../../contracts/time.ts";
import { translate } from "../../i18n.ts";
import { bookingCalendar, type CalendarSite } from "../bookings/calendar.ts";
import { renderMail } from "../mail/layout.ts";
import type { Mail } from "../mail/outbox.ts";
import type { BookingRow } from "./repository.ts";

/** '12 June 2026, 10:00' in London, in the reader's language. */
export function londonDateTime(instant: Date, language: Language): string {
  return format(new TZDate(instant.getTime(), parishTimeZone), "d MMMM yyyy, HH:mm", {
    locale: language === "el" ? el : enGB,
  });
}

export type OfficeDecision = "confirmed" | "declined" | "cancelled";

/**
 * The family's e-mail about the office's decision, in the language they booked in. A confirmation
 * carries the event (METHOD:REQUEST); a decline or cancellation withdraws it (METHOD:CANCEL, same
 * UID, higher SEQUENCE), so calendar programs remove the entry: the confirmed event, or the
 * tentative one the dashboard offers while a request is pending.
 */
export function decisionMail(
  booking: BookingRow,
  decision: OfficeDecision,
  options: CalendarSite & { reason?: string | null },
): Mail {
  const language = booking.language;
  const mailText = (key: string, params?: Record<string, unknown>) =>
    translate(language, `admin.mail.${key}`, params);
  const params = {
    service: translate(language, `booking.servicesInSentence.${booking.type}`),
    when: londonDateTime(booking.startsAt, language),
  };
  const paragraphs = [mailText(`${decision}.body`, params)];
  if (options.reason) paragraphs.push(mailText("reason", { reason: options.reason }));
  if (decision === "confirmed") paragraphs.push(mailText("confirmed.calendar"));
  paragraphs.push(mailText("questions"));
  const { text, html } = renderMail(language, {
    greeting: mailText("greeting", { name: booking.contactName }),
    paragraphs,
    action: { label: mailText("dashboard"), url: `${options.publicUrl}/${language}/dashboard` },
  });
  const method = decision === "confirmed" ? "REQUEST" : "CANCEL";
  return {
    to: booking.contactEmail,
    subject: mailText(`${decision}.subject`, params),
    text,
    html,
    attachments: [
      {
        filename: method === "REQUEST" ? "booking.ics" : "booking-cancelled.ics",
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: bookingCalendar(booking, method, options),
      },
    ],
  };
}
