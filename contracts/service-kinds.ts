/**
 * The kinds of service and the programme's range limits, without zod, so the programme pages can
 * use them without loading the validation library on their first load.
 */
export const serviceKinds = [
  "liturgy",
  "vespers",
  "feast",
  "small-paraklesis",
  "great-paraklesis",
  "other",
] as const;
export type ServiceKind = (typeof serviceKinds)[number];

/**
 * The name a service of a kind usually has, in both languages: the seed's and what the office's
 * form fills in when the kind is chosen. A feast's, or another service's, is the office's to write.
 */
export const standardServiceNames: Record<ServiceKind, { en: string; el: string } | null> = {
  liturgy: { en: "Orthros and Divine Liturgy", el: "Όρθρος και Θεία Λειτουργία" },
  vespers: { en: "Vespers", el: "Εσπερινός" },
  feast: null,
  "small-paraklesis": { en: "Small Paraklesis", el: "Μικρός Παρακλητικός Κανόνας" },
  "great-paraklesis": { en: "Great Paraklesis", el: "Μέγας Παρακλητικός Κανόνας" },
  other: null,
};

/**
 * How long a service of a kind usually lasts, in minutes: its length in calendar apps, and what
 * the office's slot form weighs a slot against.
 */
export const minutesByKind: Record<ServiceKind, number> = {
  liturgy: 150,
  feast: 150,
  vespers: 60,
  "small-paraklesis": 60,
  "great-paraklesis": 75,
  other: 60,
};

/** The longest range one GET /api/services may ask for. */
export const maxServiceRangeDays = 400;
/** The range GET /api/services answers when none is given. */
export const defaultServiceRangeDays = 60;
