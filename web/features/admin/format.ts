import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { el, enGB } from "date-fns/locale";
import type { Language } from "../../../contracts/language.ts";
import { parishTimeZone } from "../../../contracts/time.ts";

const inLondon = (instant: string | Date) => new TZDate(new Date(instant).getTime(), parishTimeZone);
const locale = (language: Language) => (language === "el" ? el : enGB);

/**
 * 'Mon 07 Jun 2027' in London, as the office lists dates: the spec's 'dd MMM yyyy' with the
 * weekday, as the office plans by it (Saturday baptisms, Sunday weddings; ADR 015).
 */
export function listDate(instant: string | Date, language: Language): string {
  return format(inLondon(instant), "EEE dd MMM yyyy", { locale: locale(language) });
}

/** '10:00' in London. */
export function listTime(instant: string | Date): string {
  return format(inLondon(instant), "HH:mm");
}

/** 'Monday 7 June 2027' in London, for headings and confirmations. */
export function longDate(instant: string | Date, language: Language): string {
  return format(inLondon(instant), "EEEE d MMMM yyyy", { locale: locale(language) });
}

/** 'Monday 7 June 2027, 11:00' in London: a date to choose or be told of in a sentence. */
export function longDateTime(instant: string | Date, language: Language): string {
  return `${longDate(instant, language)}, ${listTime(instant)}`;
}

/** '07 Jun 2027, 14:32' in London, for the audit log. */
export function stampDate(instant: string | Date, language: Language): string {
  return format(inLondon(instant), "dd MMM yyyy, HH:mm", { locale: locale(language) });
}
