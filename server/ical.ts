import { TZDate } from "@date-fns/tz";
import type { ICalCalendar } from "ical-generator";
import type { Language } from "../contracts/language.ts";
import { parishTimeZone } from "../contracts/time.ts";
import { parishContentAll as parishContent } from "../web/content/parish-all.ts";
import { parseMailbox } from "./modules/mail/outbox.ts";

/**
 * Europe/London's rules since 1996, for every calendar file the site writes: calendar programs
 * place the TZID=Europe/London times of its events by them.
 */
export const londonVtimezone = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "X-LIC-LOCATION:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** The calendar as RFC 5545 text: every line ends with CRLF, the last one too (ical-generator leaves it bare). */
export function calendarText(calendar: ICalCalendar): string {
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/**
 * A name as a quoted parameter value (CN) may hold it: RFC 5545 allows no double quote there, and
 * ical-generator's backslash before one is not an escape calendar programs read (the name ended at it).
 */
export const parameterText = (value: string) => value.replaceAll('"', "'");

/**
 * The parish as an event's ORGANIZER, which iTIP (RFC 5546) requires in every VEVENT the site
 * sends, a PUBLISH too: `mailbox`'s address, named by its display name or, for a bare address,
 * by the parish's short name in `language`.
 */
export function parishOrganizer(mailbox: string, language: Language) {
  const { name, email } = parseMailbox(mailbox, parishContent[language].parish.shortName);
  return { name: parameterText(name), email };
}

const hourMs = 60 * 60 * 1000;

/** The London wall clock of an instant, to the minute. */
function wallClock(ms: number) {
  const date = new TZDate(ms, parishTimeZone);
  return [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()].join();
}

/**
 * An event's start and end as ical-generator takes them: London's wall clock beside
 * TZID=Europe/London (ical-generator writes a Date's own fields beside the TZID, hence TZDate),
 * so calendar programs move it with the clocks as the parish does. Except in the hour the clocks
 * go back, which London lives twice: RFC 5545 reads such a local time as its first pass, and
 * some readers (ical.js) as its second, so an event touching that hour is written in UTC, which
 * no one can read two ways.
 */
export function londonEventTimes(startMs: number, endMs: number) {
  const twice = (ms: number) => {
    // The clocks go back on the last Sunday of October (the 25th to the 31st): any other instant
    // is passed over without the zone's arithmetic, which costs ~40 µs an event in a year's feed.
    const utc = new Date(ms);
    if (utc.getUTCMonth() !== 9 || utc.getUTCDate() < 25) return false;
    const here = wallClock(ms);
    return here === wallClock(ms - hourMs) || here === wallClock(ms + hourMs);
  };
  if (twice(startMs) || twice(endMs)) return { start: new Date(startMs), end: new Date(endMs) };
  return {
    start: new TZDate(startMs, parishTimeZone),
    end: new TZDate(endMs, parishTimeZone),
    timezone: parishTimeZone,
  };
}
