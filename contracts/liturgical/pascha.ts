import { addDays, isoDate } from "./dates.ts";
import type { IsoDate } from "./types.ts";

export const FIRST_SUPPORTED_YEAR = 1900;
export const LAST_SUPPORTED_YEAR = 2200;

/** Whether the liturgical calendar reaches a date (YYYY-MM-DD): its year is 1900-2200. */
export function isSupportedDate(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return Number.isInteger(year) && year >= FIRST_SUPPORTED_YEAR && year <= LAST_SUPPORTED_YEAR;
}

/**
 * Orthodox Pascha as a Gregorian (civil) date, for 1900-2200.
 * Meeus' Julian computus gives the date on the Julian calendar, which is then shifted onto the Gregorian one.
 */
export function orthodoxPascha(year: number): IsoDate {
  if (!Number.isInteger(year) || year < FIRST_SUPPORTED_YEAR || year > LAST_SUPPORTED_YEAR) {
    throw new RangeError(
      `Pascha is only computed for ${FIRST_SUPPORTED_YEAR}-${LAST_SUPPORTED_YEAR}, not ${year}`,
    );
  }
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  // The calendars drift apart by one day at each Julian 29 February in a century year that is not a
  // Gregorian leap year (1900, 2100, 2200…). Julian Pascha always falls in March or April, after that
  // day, so the difference for the whole year applies: 13 days until 2099, 14 in 2100-2199, 15 in 2200.
  const julianToGregorian = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return addDays(isoDate(year, month, day), julianToGregorian);
}
