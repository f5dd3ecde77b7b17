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

/** The longest range one GET /api/services may ask for. */
export const maxServiceRangeDays = 400;
/** The range GET /api/services answers when none is given. */
export const defaultServiceRangeDays = 60;
