import { tzOffset } from "@date-fns/tz";

export const parishTimeZone = "Europe/London";

const hourMs = 3_600_000;
const offsets = new Map<number, number>();

/**
 * London's offset from UTC in minutes at an instant. It changes only on the hour (01:00 UTC), so
 * each hour is asked of the time-zone database once: asking costs an Intl format, and a month of
 * the programme asked it several hundred times (130 ms of a slow phone's main thread).
 */
function londonOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / hourMs);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size >= 100_000) offsets.clear();
    offset = tzOffset(parishTimeZone, new Date(hour * hourMs));
    offsets.set(hour, offset);
  }
  return offset;
}

/** The instant shifted by London's offset, so its UTC fields read London's wall clock. */
export function londonWallClock(instant: Date | string | number): Date | null {
  const ms = new Date(instant).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + londonOffsetMinutes(ms) * 60_000);
}

/**
 * A London wall-clock date and time ('2026-03-29', '10:00') as the UTC instant it names, the same
 * on any machine: worked out from London's offsets alone, not through the machine's own zone
 * (TZDate's constructor is, and read 02:30 on the spring-change day as 02:30 UTC on a computer in
 * Cyprus). The hour the autumn change repeats reads as its first pass (BST), as RFC 5545 reads it;
 * the hour the spring change skips reads as the hour after (01:30 as 02:30 BST).
 */
export function londonToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  // Date.UTC reads the years 0 to 99 as 1900 to 1999: a date field's year typed short ("27")
  // became 1927, a date in range, and was saved (office review). Set the year as given.
  const wall = new Date(Date.UTC(2000, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0)).setUTCFullYear(
    y ?? Number.NaN,
  );
  if (Number.isNaN(wall)) return new Date(Number.NaN);
  // London's offsets either side of the wall time; a clock change lies between when they differ.
  const before = londonOffsetMinutes(wall - 12 * hourMs);
  const after = londonOffsetMinutes(wall + 12 * hourMs);
  // The larger offset gives the earlier instant: tried first, so a repeated time is its first pass.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const instant = wall - offset * 60_000;
    if (londonOffsetMinutes(instant) === offset) return new Date(instant);
  }
  // A time the clocks skip: read with the offset before the change, it lands the hour after.
  return new Date(wall - before * 60_000);
}

/**
 * The latest calendar date anywhere on Earth now (UTC+14): nobody's today is after it. Dates of
 * birth are checked against it, so a child born today in Cyprus is not "in the future" because
 * London is still on yesterday.
 */
export function latestDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** The London calendar date (YYYY-MM-DD) of a UTC instant. */
export function londonDate(instant: Date | string | number): string {
  return londonWallClock(instant)?.toISOString().slice(0, 10) ?? "NaN-NaN-NaN";
}

/**
 * Whether a London wall-clock time exists on a date: when the clocks go forward (01:00 to 02:00
 * on the last Sunday of March) the hour between never shows, and a time in it would be read as
 * an hour later.
 */
export function londonTimeExists(date: string, time: string): boolean {
  return londonTime(londonToUtc(date, time)) === time;
}

/** The London wall-clock time (HH:mm) of a UTC instant. */
export function londonTime(instant: Date | string | number): string {
  return londonWallClock(instant)?.toISOString().slice(11, 16) ?? "NaN:NaN";
}

/** Adds whole days to a calendar date string. */
export function addDaysIso(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return t.toISOString().slice(0, 10);
}

/** The instant a London calendar date ends: the next day's midnight in London (23 or 25 hours on a clock-change day). */
export function endOfLondonDay(date: string): Date {
  return londonToUtc(addDaysIso(date, 1), "00:00");
}

/** Day of week of a calendar date, 0 = Sunday. */
export function weekdayIso(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}
