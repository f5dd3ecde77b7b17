import { addDays, compareIsoDates, dayOfWeek, isoDate, toCalendarDate, toIsoDate } from "./dates.ts";
import { orthodoxPascha } from "./pascha.ts";
import type { DateInput, IsoDate, LocalizedText } from "./types.ts";

export type FastingPeriodId =
  | "twelve-days"
  | "theophany-eve"
  | "theophany"
  | "publican-week"
  | "cheesefare-week"
  | "great-lent"
  | "lazarus-saturday-and-palm-sunday"
  | "holy-week"
  | "bright-week"
  | "pentecost-week"
  | "apostles-fast"
  | "dormition-fast"
  | "beheading-of-st-john-the-baptist"
  | "exaltation-of-the-cross"
  | "nativity-fast";

/** Reported by fastingOn for an ordinary Wednesday or Friday, which is not a period. */
export type WeeklyFastId = "wednesday" | "friday";

export interface FastingPeriod {
  readonly id: FastingPeriodId;
  /** 'fast-free': no fasting at all, not even on Wednesday and Friday. */
  readonly kind: "fast" | "fast-free";
  /** Inclusive. */
  readonly start: IsoDate;
  /** Inclusive. */
  readonly end: IsoDate;
  readonly name: LocalizedText;
}

export interface FastingStatus {
  readonly fasting: boolean;
  readonly period?: FastingPeriodId | WeeklyFastId;
  readonly name: LocalizedText;
}

const NAMES: Record<FastingPeriodId | WeeklyFastId | "none", LocalizedText> = {
  "twelve-days": {
    en: "The Twelve Days of Christmas (fast-free)",
    el: "Δωδεκαήμερο (κατάλυση εις πάντα)",
  },
  "theophany-eve": { en: "Eve of Theophany (fast day)", el: "Παραμονή των Θεοφανείων (ημέρα νηστείας)" },
  theophany: { en: "Theophany (fast-free)", el: "Θεοφάνεια (κατάλυση εις πάντα)" },
  "publican-week": {
    en: "Week after the Sunday of the Publican and the Pharisee (fast-free)",
    el: "Εβδομάδα μετά την Κυριακή του Τελώνου και Φαρισαίου (κατάλυση εις πάντα)",
  },
  "cheesefare-week": {
    en: "Cheesefare Week (no meat; dairy, eggs and fish are allowed)",
    el: "Εβδομάδα της Τυρινής (αποχή από κρέας· επιτρέπονται γαλακτοκομικά, αυγά και ψάρι)",
  },
  "great-lent": { en: "Great Lent", el: "Μεγάλη Τεσσαρακοστή" },
  "lazarus-saturday-and-palm-sunday": {
    en: "Lazarus Saturday and Palm Sunday (fish is allowed on Palm Sunday)",
    el: "Σάββατο του Λαζάρου και Κυριακή των Βαΐων (κατάλυση ιχθύος την Κυριακή των Βαΐων)",
  },
  "holy-week": { en: "Holy Week", el: "Μεγάλη Εβδομάδα" },
  "bright-week": { en: "Bright Week (fast-free)", el: "Διακαινήσιμος Εβδομάδα (κατάλυση εις πάντα)" },
  "pentecost-week": {
    en: "Week after Pentecost (fast-free)",
    el: "Εβδομάδα μετά την Πεντηκοστή (κατάλυση εις πάντα)",
  },
  "apostles-fast": { en: "Apostles' Fast", el: "Νηστεία των Αγίων Αποστόλων" },
  "dormition-fast": { en: "Dormition Fast", el: "Νηστεία της Κοιμήσεως της Θεοτόκου" },
  "beheading-of-st-john-the-baptist": {
    en: "Beheading of St John the Baptist (fast day)",
    el: "Αποτομή της Κεφαλής του Τιμίου Προδρόμου (ημέρα νηστείας)",
  },
  "exaltation-of-the-cross": {
    en: "Exaltation of the Holy Cross (fast day)",
    el: "Ύψωση του Τιμίου Σταυρού (ημέρα νηστείας)",
  },
  "nativity-fast": { en: "Nativity Fast", el: "Νηστεία των Χριστουγέννων" },
  wednesday: { en: "Wednesday fast", el: "Νηστεία της Τετάρτης" },
  friday: { en: "Friday fast", el: "Νηστεία της Παρασκευής" },
  none: { en: "No fast", el: "Κατάλυση εις πάντα" },
};

/**
 * The fasting and fast-free periods that touch `year`, in date order. Periods do not overlap. The
 * Twelve Days straddle New Year, so both the one ending in January and the one starting in December
 * are included, with their true dates. Ordinary Wednesdays and Fridays are not listed.
 */
export function fastingPeriods(year: number): FastingPeriod[] {
  const pascha = orthodoxPascha(year);
  const period = (id: FastingPeriodId, kind: FastingPeriod["kind"], start: IsoDate, end: IsoDate) => ({
    id,
    kind,
    start,
    end,
    name: NAMES[id],
  });
  const fromPascha = (id: FastingPeriodId, kind: FastingPeriod["kind"], first: number, last: number) =>
    period(id, kind, addDays(pascha, first), addDays(pascha, last));

  const apostlesFastStart = addDays(pascha, 57);
  const apostlesFastEnd = isoDate(year, 6, 28);

  const periods: FastingPeriod[] = [
    period("twelve-days", "fast-free", isoDate(year - 1, 12, 25), isoDate(year, 1, 4)),
    period("theophany-eve", "fast", isoDate(year, 1, 5), isoDate(year, 1, 5)),
    period("theophany", "fast-free", isoDate(year, 1, 6), isoDate(year, 1, 6)),
    fromPascha("publican-week", "fast-free", -69, -64),
    fromPascha("cheesefare-week", "fast", -55, -49),
    fromPascha("great-lent", "fast", -48, -9),
    fromPascha("lazarus-saturday-and-palm-sunday", "fast", -8, -7),
    fromPascha("holy-week", "fast", -6, -1),
    fromPascha("bright-week", "fast-free", 1, 6),
    fromPascha("pentecost-week", "fast-free", 50, 55),
    period("dormition-fast", "fast", isoDate(year, 8, 1), isoDate(year, 8, 14)),
    period("beheading-of-st-john-the-baptist", "fast", isoDate(year, 8, 29), isoDate(year, 8, 29)),
    period("exaltation-of-the-cross", "fast", isoDate(year, 9, 14), isoDate(year, 9, 14)),
    period("nativity-fast", "fast", isoDate(year, 11, 15), isoDate(year, 12, 24)),
    period("twelve-days", "fast-free", isoDate(year, 12, 25), isoDate(year + 1, 1, 4)),
  ];
  // After a late Pascha the Monday after All Saints is already past 28 June, and there is no fast.
  if (apostlesFastStart <= apostlesFastEnd) {
    periods.push(period("apostles-fast", "fast", apostlesFastStart, apostlesFastEnd));
  }
  return periods.sort((a, b) => compareIsoDates(a.start, b.start));
}

export function fastingOn(date: DateInput): FastingStatus {
  const iso = toIsoDate(date);
  const period = fastingPeriods(toCalendarDate(date).year).find(
    ({ start, end }) => start <= iso && iso <= end,
  );
  if (period) return { fasting: period.kind === "fast", period: period.id, name: period.name };
  const weekday = dayOfWeek(iso);
  if (weekday === 3) return { fasting: true, period: "wednesday", name: NAMES.wednesday };
  if (weekday === 5) return { fasting: true, period: "friday", name: NAMES.friday };
  return { fasting: false, name: NAMES.none };
}
