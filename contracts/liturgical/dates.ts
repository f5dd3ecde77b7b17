import type { CalendarDate, DateInput, IsoDate } from "./types.ts";

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01; UTC is used only as a time-zone-free day counter. */
function dayNumber({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromDayNumber(days: number): CalendarDate {
  const date = new Date(days * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Parses and validates a date; throws a RangeError for malformed or impossible dates such as 2025-02-29. */
export function toCalendarDate(input: DateInput): CalendarDate {
  let date: CalendarDate;
  if (typeof input === "string") {
    const match = ISO_DATE.exec(input);
    if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${input}`);
    date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  } else {
    date = { year: input.year, month: input.month, day: input.day };
  }
  const { year, month, day } = date;
  // Date.UTC silently rolls impossible dates over (and maps years 0-99 to 1900-1999), so a round trip
  // through it is the simplest complete validity check.
  const roundTrip = [year, month, day].every(Number.isInteger) ? fromDayNumber(dayNumber(date)) : undefined;
  if (roundTrip?.year !== year || roundTrip.month !== month || roundTrip.day !== day) {
    throw new RangeError(`Invalid calendar date: ${JSON.stringify(input)}`);
  }
  return date;
}

export function toIsoDate(input: DateInput): IsoDate {
  const { year, month, day } = toCalendarDate(input);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function addDays(input: DateInput, days: number): IsoDate {
  return toIsoDate(fromDayNumber(dayNumber(toCalendarDate(input)) + days));
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(input: DateInput): number {
  // 1970-01-01 (day 0) was a Thursday.
  return (((dayNumber(toCalendarDate(input)) + 4) % 7) + 7) % 7;
}

/** Sort comparator: ISO dates order correctly as plain strings. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Builds the ISO date for a month and day in a given year, validating it. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return toIsoDate({ year, month, day });
}
