import { compareIsoDates, toCalendarDate, toIsoDate } from "./dates.ts";
import { type FixedFeastId, fixedFeasts } from "./fixed-feasts.ts";
import { type MoveableFeastId, moveableFeasts } from "./moveable.ts";
import { LAST_SUPPORTED_YEAR } from "./pascha.ts";
import type { DateInput, FeastOccurrence, Rank } from "./types.ts";

export type FeastId = MoveableFeastId | FixedFeastId;
export type Feast = FeastOccurrence<FeastId>;

const RANK_ORDER: Record<Rank, number> = { great: 0, major: 1 };

/**
 * No memorial of the departed is served on a great feast, which has the day. Of the great feasts
 * only the Annunciation can meet a Saturday of Souls (those of Lent: the fourth in 2028).
 */
const isSaturdayOfSouls = (id: FeastId) => id.startsWith("saturday-of-souls");

/**
 * Every commemoration kept in `year`, ordered by date and, within a day, great feasts first; otherwise the
 * moveable cycle (which names the day) comes before the saints of the fixed calendar.
 */
// A year's feasts never change, and the programme asks for them on every request: compute once.
const yearCache = new Map<number, { list: Feast[]; byDate: Map<string, Feast[]> }>();

function year(year: number) {
  let cached = yearCache.get(year);
  if (!cached) {
    const fixed = fixedFeasts(year);
    const greatFeastDays = new Set(fixed.filter(({ rank }) => rank === "great").map(({ date }) => date));
    const list: Feast[] = [
      ...moveableFeasts(year).filter(({ id, date }) => !isSaturdayOfSouls(id) || !greatFeastDays.has(date)),
      ...fixed,
    ].sort((a, b) => compareIsoDates(a.date, b.date) || RANK_ORDER[a.rank] - RANK_ORDER[b.rank]);
    const byDate = new Map<string, Feast[]>();
    for (const feast of list) byDate.set(feast.date, [...(byDate.get(feast.date) ?? []), feast]);
    cached = { list, byDate };
    yearCache.set(year, cached);
  }
  return cached;
}

export function feastsInYear(yearNumber: number): Feast[] {
  return [...year(yearNumber).list];
}

export function commemorationsOn(date: DateInput): Feast[] {
  return [...(year(toCalendarDate(date).year).byDate.get(toIsoDate(date)) ?? [])];
}

/**
 * The day's commemorations as one line ('St Nektarios · St Nicholas'), as the programme shows them
 * under a service the office gave no calendar text of its own.
 */
export function commemorationLine(date: DateInput, language: keyof Feast["name"]): string {
  return commemorationsOn(date)
    .map((feast) => feast.name[language])
    .join(" · ");
}

/** Both ends inclusive; empty when `from` is after `to`. */
export function feastsBetween(from: DateInput, to: DateInput): Feast[] {
  const first = toIsoDate(from);
  const last = toIsoDate(to);
  const feasts: Feast[] = [];
  for (let year = toCalendarDate(first).year; year <= toCalendarDate(last).year; year++) {
    feasts.push(...feastsInYear(year).filter(({ date }) => first <= date && date <= last));
  }
  return feasts;
}

/** The next `count` commemorations from `today` (inclusive), stopping early at the end of 2200. */
export function upcomingFeasts(today: DateInput, count: number): Feast[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a whole number, not ${count}`);
  const start = toIsoDate(today);
  const feasts: Feast[] = [];
  let year = toCalendarDate(start).year;
  do {
    feasts.push(...feastsInYear(year).filter(({ date }) => date >= start));
    year++;
  } while (feasts.length < count && year <= LAST_SUPPORTED_YEAR);
  return feasts.slice(0, count);
}
