import type { Language } from "../../../contracts/language.ts";
import {
  commemorationLine,
  commemorationsOn,
  feastsBetween,
  isSupportedDate,
} from "../../../contracts/liturgical/index.ts";
import {
  commemoratedDate,
  defaultServiceRangeDays,
  type FeastSummary,
  maxServiceRangeDays,
  type ServiceEntry,
} from "../../../contracts/programme.ts";
import { addDaysIso, endOfLondonDay, londonDate, londonTime, londonToUtc } from "../../../contracts/time.ts";
import type { Executor } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { listServices, type ServiceRow } from "./repository.ts";

export type DayRange = { from: string; to: string };

function daysBetween(from: string, to: string) {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

let today = { minute: Number.NaN, date: "" };

/** Today's London date; it can only change on a whole minute, so it is worked out once a minute. */
export function londonToday(now = new Date()) {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== today.minute) today = { minute, date: londonDate(now) };
  return today.date;
}

/** Both ends are London calendar dates, inclusive; defaults to the next 60 days from today. */
export function resolveRange(query: { from?: string; to?: string }, now = new Date()): DayRange {
  const from = query.from ?? londonToday(now);
  const to = query.to ?? addDaysIso(from, defaultServiceRangeDays);
  if (from > to) {
    throw new AppError(
      400,
      "INVALID_RANGE",
      "programme.errors.fromAfterTo",
      {},
      { to: "programme.errors.fromAfterTo" },
    );
  }
  if (daysBetween(from, to) > maxServiceRangeDays) {
    throw new AppError(
      400,
      "INVALID_RANGE",
      "programme.errors.rangeTooLong",
      { max: maxServiceRangeDays },
      { to: "programme.errors.rangeTooLong" },
    );
  }
  return { from, to };
}

/** The great or major feast kept on a London date, great feasts first. */
export function feastOn(date: string, language: Language): FeastSummary | null {
  const [first] = commemorationsOn(date);
  return first ? { id: first.id, rank: first.rank, name: first.name[language] } : null;
}

export function toEntry(row: ServiceRow, language: Language): ServiceEntry {
  const date = commemoratedDate(londonDate(row.startsAt), londonTime(row.startsAt), row.kind);
  const stored = language === "el" ? row.calendarEl : row.calendarEn;
  // Past the years the liturgical calendar reaches (an evening Vespers on 31 December 2200 keeps
  // 2201's first day), a service has only what the office wrote: it crashed the whole list.
  const known = isSupportedDate(date);
  return {
    id: row.id,
    datetime: row.startsAt.toISOString(),
    service: language === "el" ? row.serviceEl : row.serviceEn,
    calendar: stored || (known ? commemorationLine(date, language) : ""),
    kind: row.kind,
    feast: known ? feastOn(date, language) : null,
  };
}

export async function servicesInRange(db: Executor, range: DayRange, language: Language) {
  const rows = await listServices(db, londonToUtc(range.from, "00:00"), endOfLondonDay(range.to));
  return rows.map((row) => toEntry(row, language));
}

/** Feasts of the next twelve months from a London date, for the feasts feed. */
export function feastsForYearFrom(today: string) {
  return feastsBetween(today, addDaysIso(today, 365));
}
