import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventTransparency } from "ical-generator";
import type { Language } from "../../../contracts/language.ts";
import type { Feast } from "../../../contracts/liturgical/index.ts";
import { minutesByKind } from "../../../contracts/service-kinds.ts";
import { londonDate, londonToUtc, parishTimeZone } from "../../../contracts/time.ts";
import { translate } from "../../i18n.ts";
import { calendarText, londonEventTimes, londonVtimezone, parishOrganizer } from "../../ical.ts";
import type { ServiceRow } from "./repository.ts";
import { toEntry } from "./service.ts";

/** Calendar apps re-read a subscribed feed about this often. */
const refreshSeconds = 6 * 3600;

/** `officeEmail` is where the feeds name their organiser: the office, whom a question about a service reaches. */
type FeedContext = { language: Language; publicUrl: string; officeEmail: string; location: string };

/**
 * The start of today in London: when today's copy of a feed was written, and the same all day, so
 * a calendar app asking again that day gets the same bytes.
 */
const writtenToday = () => londonToUtc(londonDate(new Date()), "00:00");

function newCalendar(name: string, publicUrl: string, language: Language) {
  return ical({
    name,
    prodId: {
      company: new URL(publicUrl).hostname,
      product: "parish-programme",
      language: language.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
    ttl: refreshSeconds,
    url: `${publicUrl}/${language}/programme`,
    // No calendar-wide zone: ical-generator would write DTSTAMP in it, without the Z RFC 5545
    // requires. Each timed event names London itself, and London's VTIMEZONE is still included.
    timezone: { name: null, generator: () => londonVtimezone },
  });
}

function addService(calendar: ReturnType<typeof ical>, row: ServiceRow, context: FeedContext, written: Date) {
  const entry = toEntry(row, context.language);
  const startMs = row.startsAt.getTime();
  calendar.createEvent({
    id: `${row.id}@${new URL(context.publicUrl).hostname}`,
    ...londonEventTimes(startMs, startMs + minutesByKind[row.kind] * 60_000),
    summary: entry.service,
    description: entry.calendar || undefined,
    location: context.location,
    url: `${context.publicUrl}/${context.language}/programme`,
    organizer: parishOrganizer(context.officeEmail, context.language),
    // With METHOD:PUBLISH, DTSTAMP is when this copy was written (RFC 5545 3.8.7.2), never before
    // the change it holds; when the office last changed the service, and which version of it this
    // is, are their own properties.
    stamp: row.updatedAt > written ? row.updatedAt : written,
    lastModified: row.updatedAt,
    sequence: row.calendarSequence,
  });
}

export function programmeCalendar(rows: ServiceRow[], context: FeedContext): string {
  const calendar = newCalendar(
    translate(context.language, "programme.feedName"),
    context.publicUrl,
    context.language,
  );
  const written = writtenToday();
  for (const row of rows) addService(calendar, row, context, written);
  return calendarText(calendar);
}

export function serviceCalendar(row: ServiceRow, context: FeedContext): string {
  const calendar = newCalendar(
    translate(context.language, "programme.feedName"),
    context.publicUrl,
    context.language,
  );
  calendar.ttl(null);
  addService(calendar, row, context, writtenToday());
  return calendarText(calendar);
}

function noonInLondon(date: string) {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new TZDate(year, month - 1, day, 12, 0, parishTimeZone);
}

export function feastsCalendar(feasts: Feast[], context: Omit<FeedContext, "location">): string {
  const calendar = newCalendar(
    translate(context.language, "programme.feastsFeedName"),
    context.publicUrl,
    context.language,
  );
  const host = new URL(context.publicUrl).hostname;
  const written = writtenToday();
  for (const feast of feasts) {
    calendar.createEvent({
      // Stable across regenerations: one feast on one date.
      id: `${feast.id}-${feast.date}@${host}`,
      // Noon in London, so the all-day date is the same whatever the server's own time zone.
      start: noonInLondon(feast.date),
      allDay: true,
      summary: feast.name[context.language],
      organizer: parishOrganizer(context.officeEmail, context.language),
      // When this copy of the feed was written (RFC 5545 3.8.7.2, with METHOD:PUBLISH).
      stamp: written,
      // A feast day takes no time out of anyone's diary: calendar apps do not show it as busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendarText(calendar);
}
