import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { el, enGB } from "date-fns/locale";
import type { Language } from "../../../contracts/language.ts";
import { londonDate, parishTimeZone } from "../../../contracts/time.ts";
import { formatMonthYear } from "../programme/format.ts";

const locales = { en: enGB, el } as const;
const london = tz(parishTimeZone);

/** 'Saturday 14 March 2026' / 'Σάββατο 14 Μαρτίου 2026', in London. */
export function slotDate(instant: string | Date, language: Language): string {
  return format(new Date(instant), "EEEE d MMMM yyyy", { locale: locales[language], in: london });
}

/** 'Saturday 14 March' / 'Σάββατο 14 Μαρτίου', in London: a date under its month's heading. */
export function slotDay(instant: string | Date, language: Language): string {
  return format(new Date(instant), "EEEE d MMMM", { locale: locales[language], in: london });
}

/** The London month of an instant: a key that sorts ('2027-06') and its name ('June 2027' / 'Ιούνιος 2027'). */
export function slotMonth(instant: string | Date, language: Language): { key: string; label: string } {
  const key = londonDate(instant).slice(0, 7);
  const [year = 0, month = 0] = key.split("-").map(Number);
  // The programme's month title: the month's own name (nominative in Greek: 'Ιούνιος', not the date's 'Ιουνίου').
  return { key, label: formatMonthYear(year, month, language) };
}

/** '11:00' in London (24-hour, as UK and Greek parishes print it). */
export function slotTime(instant: string | Date, language: Language): string {
  return format(new Date(instant), "HH:mm", { locale: locales[language], in: london });
}

/** A calendar date (YYYY-MM-DD) such as a date of birth: '3 May 2024' / '3 Μαΐου 2024'. */
export function calendarDate(day: string, language: Language): string {
  const [y, m, d] = day.split("-").map(Number);
  if (!y || !m || !d) return day;
  return format(new Date(y, m - 1, d), "d MMMM yyyy", { locale: locales[language] });
}
