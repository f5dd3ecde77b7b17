import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { Language } from "../../../contracts/language.ts";
import { parishContentAll as parishContent } from "../../../web/content/parish-all.ts";
import type { bookings } from "../../db/schema.ts";
import { translate } from "../../i18n.ts";
import {
  calendarText,
  londonEventTimes,
  londonVtimezone,
  parameterText,
  parishOrganizer,
} from "../../ical.ts";

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

const methods = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} as const;

/** The UID a booking keeps in every calendar file, so a CANCEL replaces the REQUEST it follows. */
export function bookingUid(bookingId: string, publicUrl: string): string {
  return `booking-${bookingId}@${new URL(publicUrl).hostname}`;
}

/** Where the site's calendar files come from: its address and its mails' sender (`MAIL_FROM`). */
export type CalendarSite = { publicUrl: string; mailFrom: string };

/**
 * The booking as an iCalendar file: METHOD:REQUEST once confirmed, METHOD:CANCEL (same UID, a
 * higher SEQUENCE) once cancelled, PUBLISH for a plain download. Words in the booking's language.
 * The parish (the mails' sender) is its ORGANIZER and, in a REQUEST or a CANCEL, the one who booked
 * its ATTENDEE, accepted and asked for no reply: iTIP (RFC 5546) requires both there, and without
 * them Outlook and Gmail show the file as an unsupported attachment rather than an invitation,
 * and a CANCEL removes nothing.
 */
export function bookingCalendar(
  booking: typeof bookings.$inferSelect,
  method: CalendarMethod,
  site: CalendarSite,
): string {
  const { publicUrl } = site;
  const language: Language = booking.language;
  const parish = parishContent[language].parish;
  const location = [...parish.address.lines, `${parish.address.town} ${parish.address.postcode}`].join(", ");
  const calendar = ical({
    prodId: { company: parish.shortName, product: "Sacrament bookings", language: language.toUpperCase() },
    method: methods[method],
    // No calendar-wide zone: ical-generator would write DTSTAMP in it, without the Z RFC 5545
    // requires. Each timed event names London itself, and London's VTIMEZONE is still included.
    timezone: { name: null, generator: () => londonVtimezone },
  });
  const startMs = new Date(booking.startsAt).getTime();
  calendar.createEvent({
    id: bookingUid(booking.id, publicUrl),
    sequence: booking.calendarSequence,
    ...londonEventTimes(startMs, startMs + booking.durationMinutes * 60_000),
    stamp: new Date(),
    summary: translate(language, `booking.calendar.summary.${booking.type}`),
    description: translate(language, "booking.calendar.description", {
      url: `${publicUrl}/${language}/dashboard`,
    }),
    location,
    url: `${publicUrl}/${language}/dashboard`,
    organizer: parishOrganizer(site.mailFrom, language),
    // RFC 5546 wants attendees in a REQUEST and a CANCEL, and none in a PUBLISH (a plain copy).
    attendees:
      method === "PUBLISH"
        ? []
        : [
            {
              email: booking.contactEmail,
              name: parameterText(booking.contactName),
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ],
    status:
      method === "CANCEL" || booking.status === "cancelled"
        ? ICalEventStatus.CANCELLED
        : booking.status === "confirmed"
          ? ICalEventStatus.CONFIRMED
          : ICalEventStatus.TENTATIVE,
  });
  return calendarText(calendar);
}
