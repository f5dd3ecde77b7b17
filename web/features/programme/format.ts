import { UTCDateMini } from "@date-fns/utc/date/mini";
import { format } from "date-fns";
import { el, enGB } from "date-fns/locale";
import type { Language } from "../../../contracts/language.ts";
import { londonDate, londonWallClock } from "../../../contracts/time.ts";

const locales = { en: enGB, el };

/**
 * The calendar formats every service of the month on each render (a swipe, an opened service).
 * The same instant always gives the same text, so each answer is worked out once (the memory is
 * emptied past 5000 answers, far more than a visit uses).
 */
function remembered<T extends unknown[]>(key: (...args: T) => string, compute: (...args: T) => string) {
  const answers = new Map<string, string>();
  return (...args: T): string => {
    const k = key(...args);
    let answer = answers.get(k);
    if (answer === undefined) {
      answer = compute(...args);
      if (answers.size > 5000) answers.clear();
      answers.set(k, answer);
    }
    return answer;
  };
}

const fmt = remembered(
  (date: Date | string, pattern: string, language: Language) =>
    `${language}|${pattern}|${typeof date === "string" ? date : date.getTime()}`,
  // London's wall clock read through UTC fields: the time-zone-aware date asked Intl for the
  // offset several times per answer (100 ms of a slow phone's main thread for a month); the
  // offset now comes once per hour from contracts/time.ts. No pattern here shows a zone.
  (date: Date | string, pattern: string, language: Language) =>
    format(new UTCDateMini(londonWallClock(date)?.getTime() ?? Number.NaN), pattern, {
      locale: locales[language],
    }),
);

/** contracts/time.ts londonDate, remembered per instant (the calendar groups a month by it). */
export const londonDay = remembered((instant: string) => instant, londonDate);

/** '9:15 am' / '9:15 π.μ.' in London time. */
export const formatTime = (date: Date | string, language: Language) => fmt(date, "h:mm aaa", language);

/** 'Sunday 23 November 2026' / 'Κυριακή 23 Νοεμβρίου 2026'. */
export const formatLongDate = (date: Date | string, language: Language) =>
  fmt(date, "EEEE d MMMM yyyy", language);

/**
 * A calendar day ('2026-11-23') as formatLongDate writes it. A day has no time zone, so this
 * skips the London conversion: the month grid labels 35 of them as it first appears.
 */
export function formatLongDay(day: string, language: Language) {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return format(new Date(year, month - 1, date), "EEEE d MMMM yyyy", { locale: locales[language] });
}

/** A calendar day as '15 November' / '15 Νοεμβρίου' (the month in the genitive after a day). */
export function formatDayMonth(day: string, language: Language) {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return format(new Date(year, month - 1, date), "d MMMM", { locale: locales[language] });
}

/**
 * A period's first and last days: '1–14 August' / «1–14 Αυγούστου» within a month,
 * '15 November – 24 December' across one, '28 June' for a single day.
 */
export function formatDayMonthRange(start: string, end: string, language: Language) {
  if (start === end) return formatDayMonth(start, language);
  if (start.slice(0, 7) === end.slice(0, 7))
    return `${Number(start.slice(8, 10))}–${formatDayMonth(end, language)}`;
  return `${formatDayMonth(start, language)} – ${formatDayMonth(end, language)}`;
}

/** 'Sun 23 Nov' / 'Κυρ 23 Νοε', for the list. */
export const formatShortDate = (date: Date | string, language: Language) =>
  fmt(date, "EEE d MMM yyyy", language);

/**
 * The Next Service line: 'Sunday, 23rd November 2026, 9:15 am' or 'Today, …' in English;
 * 'Κυριακή 23 Νοεμβρίου 2026, 9:15 π.μ.' or 'Σήμερα, …' in Greek.
 */
export function formatNextService(
  date: Date | string,
  language: Language,
  todayLabel: string,
  isToday: boolean,
) {
  if (language === "el") {
    const day = isToday ? `${todayLabel},` : fmt(date, "EEEE", language);
    return `${day} ${fmt(date, "d MMMM yyyy, h:mm aaa", language)}`;
  }
  const day = isToday ? todayLabel : fmt(date, "EEEE", language);
  return `${day}, ${fmt(date, "do MMMM yyyy, h:mm aaa", language)}`;
}

/** 'November 2026' / 'Νοέμβριος 2026' (stand-alone month name). */
export const formatMonthYear = (year: number, month: number, language: Language) =>
  format(new Date(year, month - 1, 1), "LLLL yyyy", { locale: locales[language] });

/** Monday-first short weekday names: Mon…Sun / Δευ…Κυρ. */
export function weekdayNames(language: Language, width: "short" | "long") {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) =>
    format(new Date(2024, 0, 1 + i), width === "short" ? "EEE" : "EEEE", { locale: locales[language] }),
  );
}
