export {
  commemorationLine,
  commemorationsOn,
  type Feast,
  type FeastId,
  feastsBetween,
  feastsInYear,
  upcomingFeasts,
} from "./calendar.ts";
export { addDays, dayOfWeek, isoDate, toCalendarDate, toIsoDate } from "./dates.ts";
export {
  type FastingPeriod,
  type FastingPeriodId,
  type FastingStatus,
  type FishDay,
  type FishDayId,
  fastingOn,
  fastingPeriods,
  fishDays,
  type WeeklyFastId,
} from "./fasts.ts";
export {
  type FeastTransferRule,
  FIXED_FEASTS,
  type FixedFeastDefinition,
  type FixedFeastId,
  fixedFeasts,
} from "./fixed-feasts.ts";
export {
  MOVEABLE_FEASTS,
  type MoveableFeastDefinition,
  type MoveableFeastId,
  moveableFeastDate,
  moveableFeasts,
} from "./moveable.ts";
export { FIRST_SUPPORTED_YEAR, isSupportedDate, LAST_SUPPORTED_YEAR, orthodoxPascha } from "./pascha.ts";
export {
  type MonthDay,
  type RuleSpan,
  SACRAMENT_RULES,
  type SacramentRestriction,
  type SacramentRule,
  type SacramentType,
  sacramentRestriction,
} from "./sacrament-rules.ts";
export type { CalendarDate, DateInput, FeastOccurrence, IsoDate, LocalizedText, Rank } from "./types.ts";
