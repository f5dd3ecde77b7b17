import { addDays, toCalendarDate, toIsoDate } from "./dates.ts";
import { orthodoxPascha } from "./pascha.ts";
import type { DateInput, LocalizedText } from "./types.ts";

export type SacramentType = "baptism" | "wedding";

export interface MonthDay {
  /** 1 = January. */
  readonly month: number;
  readonly day: number;
}

/** Both ends inclusive. */
export type RuleSpan =
  /** Same dates every year; when `to` is earlier in the year than `from` the span runs over New Year. */
  | { readonly kind: "fixed"; readonly from: MonthDay; readonly to: MonthDay }
  /** Days counted from Pascha of the date's own year, negative before it. */
  | { readonly kind: "from-pascha"; readonly from: number; readonly to: number };

export interface SacramentRule {
  readonly id: string;
  readonly sacraments: readonly SacramentType[];
  readonly span: RuleSpan;
  readonly reason: LocalizedText;
}

export interface SacramentRestriction {
  readonly ruleId: string;
  readonly reason: LocalizedText;
}

/**
 * When baptisms and weddings are not celebrated. A parish with a different practice passes its own
 * (for example filtered or extended) copy of this list to sacramentRestriction.
 */
export const SACRAMENT_RULES: readonly SacramentRule[] = [
  {
    id: "baptism-holy-week",
    sacraments: ["baptism"],
    span: { kind: "from-pascha", from: -6, to: -1 },
    reason: {
      en: "Baptisms are not celebrated during Holy Week (Holy Monday to Holy Saturday).",
      el: "Δεν τελούνται βαπτίσεις κατά τη Μεγάλη Εβδομάδα (από τη Μεγάλη Δευτέρα έως το Μεγάλο Σάββατο).",
    },
  },
  {
    id: "baptism-christmas-to-theophany",
    sacraments: ["baptism"],
    span: { kind: "fixed", from: { month: 12, day: 24 }, to: { month: 1, day: 6 } },
    reason: {
      en: "Baptisms are not celebrated from Christmas Eve (24 December) to Theophany (6 January).",
      el: "Δεν τελούνται βαπτίσεις από την παραμονή των Χριστουγέννων (24 Δεκεμβρίου) έως τα Θεοφάνεια (6 Ιανουαρίου).",
    },
  },
  {
    id: "wedding-before-christmas",
    sacraments: ["wedding"],
    span: { kind: "fixed", from: { month: 12, day: 12 }, to: { month: 12, day: 25 } },
    reason: {
      en: "Weddings are not celebrated from 12 to 25 December, the last days of the Nativity Fast and Christmas Day.",
      el: "Δεν τελούνται γάμοι από τις 12 έως τις 25 Δεκεμβρίου, τις τελευταίες ημέρες της νηστείας των Χριστουγέννων και ανήμερα τα Χριστούγεννα.",
    },
  },
  {
    id: "wedding-theophany",
    sacraments: ["wedding"],
    span: { kind: "fixed", from: { month: 1, day: 5 }, to: { month: 1, day: 6 } },
    reason: {
      en: "Weddings are not celebrated on the Eve of Theophany or on Theophany (5 and 6 January).",
      el: "Δεν τελούνται γάμοι την παραμονή και ανήμερα των Θεοφανείων (5 και 6 Ιανουαρίου).",
    },
  },
  {
    // Thyateira's list names Great Lent; Pascha itself is never a wedding day either (the Greek
    // Archdiocese of Australia and the Church of Cyprus say so in as many words).
    id: "wedding-great-lent-to-pascha",
    sacraments: ["wedding"],
    span: { kind: "from-pascha", from: -48, to: 0 },
    reason: {
      en: "Weddings are not celebrated from the start of Great Lent to Pascha (Easter Sunday).",
      el: "Δεν τελούνται γάμοι από την αρχή της Μεγάλης Τεσσαρακοστής έως και την Κυριακή του Πάσχα.",
    },
  },
  {
    id: "wedding-dormition",
    sacraments: ["wedding"],
    span: { kind: "fixed", from: { month: 8, day: 1 }, to: { month: 8, day: 15 } },
    reason: {
      en: "Weddings are not celebrated from 1 to 15 August, during the Dormition Fast and on the Feast of the Dormition.",
      el: "Δεν τελούνται γάμοι από την 1η έως τις 15 Αυγούστου, κατά τη νηστεία και την εορτή της Κοιμήσεως της Θεοτόκου.",
    },
  },
  {
    id: "wedding-beheading-of-st-john",
    sacraments: ["wedding"],
    span: { kind: "fixed", from: { month: 8, day: 29 }, to: { month: 8, day: 29 } },
    reason: {
      en: "Weddings are not celebrated on 29 August, the Beheading of St John the Baptist, which is a fast day.",
      el: "Δεν τελούνται γάμοι στις 29 Αυγούστου, εορτή της Αποτομής της Κεφαλής του Τιμίου Προδρόμου, που είναι ημέρα νηστείας.",
    },
  },
  {
    id: "wedding-exaltation-of-the-cross",
    sacraments: ["wedding"],
    span: { kind: "fixed", from: { month: 9, day: 14 }, to: { month: 9, day: 14 } },
    reason: {
      en: "Weddings are not celebrated on 14 September, the Exaltation of the Holy Cross, which is a fast day.",
      el: "Δεν τελούνται γάμοι στις 14 Σεπτεμβρίου, εορτή της Υψώσεως του Τιμίου Σταυρού, που είναι ημέρα νηστείας.",
    },
  },
];

/** Month and day as one comparable number: 25 December → 1225. */
const monthDayKey = ({ month, day }: MonthDay) => month * 100 + day;

function spanContains(span: RuleSpan, date: DateInput): boolean {
  if (span.kind === "from-pascha") {
    const iso = toIsoDate(date);
    const pascha = orthodoxPascha(toCalendarDate(date).year);
    return addDays(pascha, span.from) <= iso && iso <= addDays(pascha, span.to);
  }
  const key = monthDayKey(toCalendarDate(date));
  const from = monthDayKey(span.from);
  const to = monthDayKey(span.to);
  return from <= to ? from <= key && key <= to : key >= from || key <= to;
}

/** The first rule in `rules` that forbids `type` on `date`, or null when the sacrament may be celebrated. */
export function sacramentRestriction(
  type: SacramentType,
  date: DateInput,
  rules: readonly SacramentRule[] = SACRAMENT_RULES,
): SacramentRestriction | null {
  const rule = rules.find(
    (candidate) => candidate.sacraments.includes(type) && spanContains(candidate.span, date),
  );
  return rule ? { ruleId: rule.id, reason: rule.reason } : null;
}
