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

/**
 * The feasts of the Lord and of the Theotokos that relax the fast of the day they fall on to fish
 * (with wine and oil). Palm Sunday is not among them: its period, which is only Lazarus Saturday
 * and Palm Sunday, names its fish already.
 */
export type FishDayId =
  | "presentation-of-the-lord"
  | "annunciation"
  | "transfiguration"
  | "dormition"
  | "nativity-of-the-theotokos"
  | "entry-of-the-theotokos";

export interface FishDay {
  readonly id: FishDayId;
  readonly date: IsoDate;
  readonly name: LocalizedText;
}

export interface FastingStatus {
  readonly fasting: boolean;
  readonly period?: FastingPeriodId | WeeklyFastId;
  /**
   * Set on a fast day whose feast allows fish: one of the fish days (whose name then names the day,
   * before the period's), or Palm Sunday. The day stays a fast day: no meat, dairy or eggs.
   */
  readonly allowance?: "fish";
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

// Revised Julian (civil) dates, as in fixed-feasts.ts. Greek practice, as Greek metropolises' and
// parishes' lists of fish days give it: fish on the Annunciation in Great Lent, on the Transfiguration
// in the Dormition Fast and on the Entry in the Nativity Fast, whatever the weekday; and on a feast of
// the Lord or the Theotokos that falls on a Wednesday or Friday. The Exaltation of the Cross is itself
// a fast day and is not one of them. On the Revised Julian calendar 25 March is always in Great Lent
// proper (Pascha is never before 4 April in the supported years), so the rule that an Annunciation on
// Holy Friday or Holy Saturday keeps the fast never applies here (fasts.test.ts checks every year).
const FISH_FEASTS: readonly { id: FishDayId; month: number; day: number; name: LocalizedText }[] = [
  {
    id: "presentation-of-the-lord",
    month: 2,
    day: 2,
    name: { en: "The Meeting of the Lord (fish is allowed)", el: "Υπαπαντή του Κυρίου (κατάλυση ιχθύος)" },
  },
  {
    id: "annunciation",
    month: 3,
    day: 25,
    name: { en: "The Annunciation (fish is allowed)", el: "Ευαγγελισμός της Θεοτόκου (κατάλυση ιχθύος)" },
  },
  {
    id: "transfiguration",
    month: 8,
    day: 6,
    name: { en: "The Transfiguration (fish is allowed)", el: "Μεταμόρφωση του Σωτήρος (κατάλυση ιχθύος)" },
  },
  {
    id: "dormition",
    month: 8,
    day: 15,
    name: {
      en: "The Dormition of the Theotokos (fish is allowed)",
      el: "Κοίμηση της Θεοτόκου (κατάλυση ιχθύος)",
    },
  },
  {
    id: "nativity-of-the-theotokos",
    month: 9,
    day: 8,
    name: {
      en: "The Nativity of the Theotokos (fish is allowed)",
      el: "Γέννηση της Θεοτόκου (κατάλυση ιχθύος)",
    },
  },
  {
    id: "entry-of-the-theotokos",
    month: 11,
    day: 21,
    name: {
      en: "The Entry of the Theotokos (fish is allowed)",
      el: "Εισόδια της Θεοτόκου (κατάλυση ιχθύος)",
    },
  },
];

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

/** The day's rule from the periods and the weekly fast alone, before any feast's allowance. */
function periodOrWeeklyFast(iso: IsoDate): FastingStatus {
  const period = fastingPeriods(toCalendarDate(iso).year).find(
    ({ start, end }) => start <= iso && iso <= end,
  );
  if (period) return { fasting: period.kind === "fast", period: period.id, name: period.name };
  const weekday = dayOfWeek(iso);
  if (weekday === 3) return { fasting: true, period: "wednesday", name: NAMES.wednesday };
  if (weekday === 5) return { fasting: true, period: "friday", name: NAMES.friday };
  return { fasting: false, name: NAMES.none };
}

/**
 * The days of `year`, in date order, on which a feast relaxes the fast to fish. A feast on a day
 * that is no fast (the Dormition on a Saturday) is not listed. They fall inside fasting periods or
 * on an ordinary Wednesday or Friday; the periods themselves do not change.
 */
export function fishDays(year: number): FishDay[] {
  return FISH_FEASTS.map(({ id, month, day, name }) => ({
    id,
    date: isoDate(year, month, day),
    name,
  })).filter(({ date }) => periodOrWeeklyFast(date).fasting);
}

export function fastingOn(date: DateInput): FastingStatus {
  const iso = toIsoDate(date);
  const status = periodOrWeeklyFast(iso);
  if (!status.fasting) return status;
  const { month, day } = toCalendarDate(iso);
  const feast = FISH_FEASTS.find((candidate) => candidate.month === month && candidate.day === day);
  if (feast) return { ...status, allowance: "fish", name: feast.name };
  if (status.period === "lazarus-saturday-and-palm-sunday" && dayOfWeek(iso) === 0) {
    return { ...status, allowance: "fish" };
  }
  return status;
}
