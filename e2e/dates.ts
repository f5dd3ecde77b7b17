import { addDaysIso, londonDate, parishTimeZone, weekdayIso } from "../contracts/time.ts";

/**
 * Dates for the browser tests counted from the day they run, not written out: the office cannot
 * make a slot in the past, the date fields refuse one, and the programme holds services from the
 * server's first start on, so a test dated 2027 stopped working once 2027 had passed.
 */

/** Today in London (YYYY-MM-DD). */
export const londonToday = () => londonDate(new Date());

/** A London date `days` from today. */
export const daysFromToday = (days: number) => addDaysIso(londonToday(), days);

/** Next year in London: all of it is still to come. */
export const nextYear = () => Number(londonToday().slice(0, 4)) + 1;

/** The first day on or after `date` that falls on `weekday` (0 = Sunday). */
export function onOrAfter(date: string, weekday: number): string {
  let day = date;
  while (weekdayIso(day) !== weekday) day = addDaysIso(day, 1);
  return day;
}

/** The last Sunday of March of `year`: London's clocks go forward at 01:00 that night. */
export const springClockChange = (year: number) => onOrAfter(`${year}-03-25`, 0);

/** The day of the month of a date, as people write it ('2027-03-28' → 28). */
export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/**
 * The first year from next year laid out day for day as 2027 (1 January a Friday, no 29 February):
 * 28 March is the Sunday the clocks go forward, 25 December and 1 January Saturdays.
 */
export function yearLaidOutAs2027(): number {
  const leap = (y: number) => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
  let year = nextYear();
  while (weekdayIso(`${year}-01-01`) !== 5 || leap(year)) year++;
  return year;
}

/**
 * `test.use(stoppedClockInLondon)` for a test that stops the page's clock and reads a London time.
 * Playwright's stopped clock cannot be subclassed (microsoft/playwright#35314): `new TZDate()` comes
 * back a plain Date and formats in the browser's own zone, on a UTC machine an hour off London all
 * summer. The page is put in London's zone; the office's hours in other zones are tested with the
 * real clock ("on a computer in another time zone").
 */
export const stoppedClockInLondon = { timezoneId: parishTimeZone };
