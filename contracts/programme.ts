import { z } from "./zod.ts";

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

const isoDay = z.iso.date();

export const servicesQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  lang: z.enum(["en", "el"]).optional(),
});
export type ServicesQuery = z.infer<typeof servicesQuerySchema>;

export const feastSchema = z.object({
  id: z.string(),
  rank: z.enum(["great", "major"]),
  name: z.string(),
});

export const serviceEntrySchema = z.object({
  id: z.uuid(),
  /** UTC instant, ISO 8601. */
  datetime: z.string(),
  service: z.string(),
  /** The day's commemoration: the office's own text, else the liturgical calendar's. */
  calendar: z.string(),
  kind: z.enum(serviceKinds),
  /** The great or major feast kept that day, if any (drawn in the Feast Day colour). */
  feast: feastSchema.nullable(),
});
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;
export type FeastSummary = z.infer<typeof feastSchema>;
