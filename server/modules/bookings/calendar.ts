import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { Language } from "../../../contracts/language.ts";
import { parishTimeZone } from "../../../contracts/time.ts";
import { parishContentAll as parishContent } from "../../../web/content/parish-all.ts";
import type { bookings } from "../../db/schema.ts";
import { translate } from "../../i18n.ts";

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/** Europe/London's rules, so calendar programs place TZID=Europe/London times correctly. */
const londonTimeZone = `BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

const methods = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} as const;

/** The UID a booking keeps in every calendar file, so a CANCEL replaces the REQUEST it follows. */
export function bookingUid(bookingId: string, publicUrl: string): string {
  return `booking-${bookingId}@${new URL(publicUrl).hostname}`;
}

/**
 * The booking as an iCalendar file: METHOD:REQUEST once confirmed, METHOD:CANCEL (same UID, a
 * higher SEQUENCE) once cancelled, PUBLISH for a plain download. Words in the booking's language.
 */
export function bookingCalendar(
  booking: typeof bookings.$inferSelect,
  method: CalendarMethod,
  publicUrl: string,
): string {
  const language: Language = booking.language;
  const parish = parishContent[language].parish;
  const location = [...parish.address.lines, `${parish.address.town} ${parish.address.postcode}`].join(", ");
  const calendar = ical({
    prodId: { company: parish.shortName, product: "Sacrament bookings", language: language.toUpperCase() },
    method: methods[method],
    // No calendar-wide zone: ical-generator would write DTSTAMP in it, without the Z RFC 5545
    // requires. Each timed event names London itself, and London's VTIMEZONE is still included.
    timezone: { name: null, generator: () => londonTimeZone },
  });
  // ical-generator writes a Date's wall-clock fields beside the TZID: give it London's, not UTC's.
  const startMs = new Date(booking.startsAt).getTime();
  const start = new TZDate(startMs, parishTimeZone);
  const end = new TZDate(startMs + booking.durationMinutes * 60_000, parishTimeZone);
  calendar.createEvent({
    id: bookingUid(booking.id, publicUrl),
    sequence: booking.calendarSequence,
    start,
    end,
    timezone: parishTimeZone,
    stamp: new Date(),
    summary: translate(language, `booking.calendar.summary.${booking.type}`),
    description: translate(language, "booking.calendar.description", {
      url: `${publicUrl}/${language}/dashboard`,
    }),
    location,
    url: `${publicUrl}/${language}/dashboard`,
    status:
      method === "CANCEL" || booking.status === "cancelled"
        ? ICalEventStatus.CANCELLED
        : booking.status === "confirmed"
          ? ICalEventStatus.CONFIRMED
          : ICalEventStatus.TENTATIVE,
  });
  return calendar.toString();
}
