import { z } from "./zod.ts";

/**
 * The years the API takes dates in. A parish calendar needs none outside them, and past 9999 the
 * database and the date library fail (a date at 9999-12-31 with an offset, or a day the server
 * adds to, is already in the year 10000).
 */
export const apiYears = { first: 1900, last: 2999 } as const;

/** Whether a year is one the API takes dates in (a year that is not a number is left to the format's check). */
export const inApiYears = (year: number) =>
  Number.isNaN(year) || (year >= apiYears.first && year <= apiYears.last);

/**
 * A calendar day (YYYY-MM-DD) in `apiYears`. A malformed one gets the format's message, or
 * `message` (a form's "enter a date"); a year outside them "validation.dateRange".
 */
export const calendarDay = (message?: string) =>
  z.iso.date(message).refine((day) => inApiYears(Number(day.slice(0, 4))), "validation.dateRange");
export const isoDay = calendarDay();

/** An instant with its offset, in `apiYears` once in UTC. A malformed one gets the format's message. */
export const isoInstant = z.iso
  .datetime({ offset: true })
  .refine((value) => inApiYears(new Date(value).getUTCFullYear()), "validation.dateRange");
