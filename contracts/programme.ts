import { isoDay } from "./dates.ts";
import { serviceKinds } from "./service-kinds.ts";
import { z } from "./zod.ts";

export { commemoratedDate } from "./commemorated-date.ts";
export {
  defaultServiceRangeDays,
  maxServiceRangeDays,
  type ServiceKind,
  serviceKinds,
} from "./service-kinds.ts";

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
