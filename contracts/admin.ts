import {
  bookingSchema,
  bookingStatuses,
  bookingTypes,
  optionalEmail,
  optionalTelephone,
  slotId,
  slotStatuses,
  slotTypes,
} from "./booking.ts";
import { calendarDay, isoDay, isoInstant } from "./dates.ts";
import { type Language, languages } from "./language.ts";
import { LAST_SUPPORTED_YEAR, type SacramentRestriction, sacramentRestriction } from "./liturgical/index.ts";
import { hasHiddenCharacters, looksEmpty } from "./plain-text.ts";
import { serviceKinds } from "./programme.ts";
import { addDaysIso, londonTimeExists, londonToUtc, weekdayIso } from "./time.ts";
import { z } from "./zod.ts";

/** Durations offered on the Create Slot page; the database allows 15 to 480 minutes. */
export const slotDurations = [30, 45, 60, 90, 120, 180] as const;
export const slotDurationLimits = { min: 15, max: 480 } as const;
/** Minutes offered by the time picker. */
export const slotMinuteSteps = [0, 15, 30, 45] as const;
/** The longest span and the most slots one recurring request may create. */
export const recurringLimits = { maxDays: 366, maxSlots: 200 } as const;

const londonClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "slotRules.timeInvalid");
/** The longest reason the office may give (decline, cancel, a sacrament-rule override). */
export const reasonMaxLength = 1000;
/**
 * What the office types is checked as families' text is (contracts/plain-text.ts): a NUL the
 * database refuses, or a direction override that makes a name read as another, is said on its field.
 */
const officeText = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasHiddenCharacters(value, options), "validation.hiddenCharacters");
/** The same, required: a text that draws nothing (zero-width spaces, accents alone) is empty. */
const requiredOfficeText = (
  max: number,
  message = "validation.required",
  options: { multiline?: boolean } = {},
) => officeText(max, options).refine((value) => !looksEmpty(value), message);
const reasonText = requiredOfficeText(reasonMaxLength, "validation.required", { multiline: true });

const slotShape = {
  type: z.enum(slotTypes),
  durationMinutes: z.number().int().min(slotDurationLimits.min).max(slotDurationLimits.max),
  /** The office's special permission for a date the sacrament rules exclude (kept in the audit log). */
  overrideReason: reasonText.optional(),
};

/**
 * POST /api/slots. The page combines its London date and time into `datetime` (UTC) with
 * contracts/time.ts londonToUtc; `timeZone` names the wall clock the slot is shown in.
 */
export const createSlotSchema = z.strictObject({
  datetime: isoInstant,
  timeZone: z.literal("Europe/London").default("Europe/London"),
  ...slotShape,
});
export type CreateSlotInput = z.input<typeof createSlotSchema>;

/** POST /api/slots/recurring: the same London time on chosen weekdays (0 = Sunday) between two dates. */
export const recurringSlotsSchema = z
  .strictObject({
    type: slotShape.type,
    durationMinutes: slotShape.durationMinutes,
    fromDate: isoDay,
    toDate: isoDay,
    time: londonClock,
    weekdays: z.array(z.number().int().min(0).max(6)).min(1, "slotRules.weekdaysRequired"),
  })
  .refine((value) => value.fromDate <= value.toDate, {
    path: ["toDate"],
    message: "slotRules.rangeOrder",
  });
export type RecurringSlotsInput = z.input<typeof recurringSlotsSchema>;

/** Why a whole series is refused before any day is looked at, with the words to say it. */
export type SeriesRefusal = {
  code: "RANGE_TOO_LONG" | "SLOT_TOO_FAR" | "TOO_MANY_SLOTS";
  key: "slotRules.rangeTooLong" | "admin.errors.slotTooFar" | "slotRules.tooMany";
  params: Record<string, number>;
  /** The form's field the refusal is said at, when it is one field's. */
  field?: "toDate";
};

/**
 * The days of a series: each date between the two (both included) on one of `weekdays`
 * (0 = Sunday); or why there can be none: a span over `recurringLimits.maxDays`, a last date past
 * the liturgical calendar's last year, more than `recurringLimits.maxSlots` days. The office's
 * form previews with it and the server plans with it, so the two cannot disagree.
 */
export function planSeries(
  fromDate: string,
  toDate: string,
  weekdays: readonly number[],
): { dates: string[] } | { refused: SeriesRefusal } {
  if ((Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000 > recurringLimits.maxDays) {
    const max = recurringLimits.maxDays;
    return {
      refused: { code: "RANGE_TOO_LONG", key: "slotRules.rangeTooLong", params: { max }, field: "toDate" },
    };
  }
  if (Number(toDate.slice(0, 4)) > LAST_SUPPORTED_YEAR) {
    const year = LAST_SUPPORTED_YEAR;
    return {
      refused: { code: "SLOT_TOO_FAR", key: "admin.errors.slotTooFar", params: { year }, field: "toDate" },
    };
  }
  const chosen = new Set(weekdays);
  const dates: string[] = [];
  for (let date = fromDate; date <= toDate; date = addDaysIso(date, 1)) {
    if (chosen.has(weekdayIso(date))) dates.push(date);
  }
  if (dates.length > recurringLimits.maxSlots) {
    return {
      refused: {
        code: "TOO_MANY_SLOTS",
        key: "slotRules.tooMany",
        params: { max: recurringLimits.maxSlots },
      },
    };
  }
  return { dates };
}

/**
 * Why a series leaves out a day without looking at the other slots: its time has passed, the
 * clocks skip it, or the Church does not celebrate the sacrament then. Null when only another
 * slot could be in the way. The office's form shows these before the series is created.
 */
export function seriesSkip(
  type: (typeof slotTypes)[number],
  date: string,
  time: string,
  now: Date,
): { reason: "past" | "clockChange" } | { reason: "sacrament"; restriction: SacramentRestriction } | null {
  if (londonToUtc(date, time).getTime() <= now.getTime()) return { reason: "past" };
  if (!londonTimeExists(date, time)) return { reason: "clockChange" };
  const restriction = sacramentRestriction(type, date);
  return restriction ? { reason: "sacrament", restriction } : null;
}

/** A left-out day's reason in words, the same on the form's preview and in the server's answer. */
export function seriesSkipText(
  skip: NonNullable<ReturnType<typeof seriesSkip>>,
  language: Language,
  translate: (key: "admin.errors.slotInPast" | "slotRules.timeSkipped") => string,
): string {
  if (skip.reason === "sacrament") return skip.restriction.reason[language];
  return translate(skip.reason === "past" ? "admin.errors.slotInPast" : "slotRules.timeSkipped");
}

export const slotBookingSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(bookingTypes),
  status: z.enum(bookingStatuses),
  contactName: z.string(),
  contactEmail: z.string(),
});

/** The longest name and note the office may write when it keeps a slot for a family. */
export const keepLimits = { keptFor: 120, note: 500 } as const;

/**
 * PUT /api/slots/:id/keep: the slot kept for a family who telephoned or called in (ADR 034), so
 * nobody books it online meanwhile. To change what is written of a kept slot, `keptAt` is the
 * keep's as the caller last read it: a colleague's change or release meanwhile is refused (409
 * KEEP_CHANGED), never overwritten; without it a kept slot is refused (409 SLOT_KEPT).
 */
export const slotKeepSchema = z.strictObject({
  keptFor: requiredOfficeText(keepLimits.keptFor),
  telephone: optionalTelephone(),
  /** The family's account's address: with it, that account (and no other) can book the slot online. */
  email: optionalEmail(),
  note: officeText(keepLimits.note, { multiline: true }).optional().default(""),
  keptAt: isoInstant.optional(),
});

/** DELETE /api/slots/:id/keep: with `keptAt`, released only if nobody changed the keep since. */
export const slotReleaseQuerySchema = z.object({ keptAt: isoInstant.optional() });
export type SlotKeepInput = z.input<typeof slotKeepSchema>;

/** Whom a slot is kept for, as the office wrote it. */
export const slotKeepViewSchema = z.object({
  keptFor: z.string(),
  telephone: z.string(),
  email: z.string(),
  note: z.string(),
  /** When it was kept or last changed, ISO 8601. */
  keptAt: z.string(),
});
export type SlotKeep = z.infer<typeof slotKeepViewSchema>;

export const adminSlotSchema = z.object({
  id: z.uuid(),
  /** UTC instant, ISO 8601. */
  datetime: z.string(),
  timeZone: z.string(),
  type: z.enum(slotTypes),
  durationMinutes: z.number().int(),
  status: z.enum(slotStatuses),
  overrideReason: z.string().nullable(),
  /** The pending or confirmed booking that holds the slot. */
  booking: slotBookingSummarySchema.nullable(),
  /** Whom the office keeps it for (status `booked` then, as families see it). */
  keep: slotKeepViewSchema.nullable(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;

/** The statuses the office's list of slots filters by: the families' three, and kept for a family. */
export const adminSlotStatuses = [...slotStatuses, "kept"] as const;

/** The most slots the office's list answers at once (upcoming: the soonest; past: the latest). */
export const adminSlotListLimit = 500;

export const adminSlotsQuerySchema = z.object({
  /** `all`: past and upcoming, earliest first (a week's sheet that began before today). */
  when: z.enum(["upcoming", "past", "all"]).default("upcoming"),
  type: z.enum(slotTypes).optional(),
  /** `booked` takes in the kept slots; `kept` lists them alone. */
  status: z.enum(adminSlotStatuses).optional(),
  /** London dates, both inclusive. */
  from: isoDay.optional(),
  to: isoDay.optional(),
});

export const skippedSlotSchema = z.object({
  date: isoDay,
  reason: z.enum(["past", "overlap", "sacrament", "clockChange"]),
  /** Why, in the caller's language. */
  message: z.string(),
});
export const recurringResultSchema = z.object({
  created: z.array(adminSlotSchema),
  skipped: z.array(skippedSlotSchema),
});
export type RecurringResult = z.infer<typeof recurringResultSchema>;

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** The most bookings one page of GET /api/bookings may ask for. */
export const adminBookingPageMax = 500;
/** The bookings Manage Bookings shows at a time: a parish's ten years are thousands. */
export const adminBookingPageSize = 50;
/** GET /api/bookings's header saying how many bookings match in all (the list may be one page of them). */
export const totalCountHeader = "x-total-count";

/** GET /api/bookings and its CSV export: every filter optional. */
/** The longest search Manage Bookings takes. */
export const bookingSearchMaxLength = 200;

export const adminBookingsQuerySchema = z.object({
  status: z.enum(bookingStatuses).optional(),
  type: z.enum(bookingTypes).optional(),
  future: booleanQuery.optional(),
  /** London dates, both inclusive. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** Part of the account holder's name or e-mail, or of any name in the booking; case and accents do not matter. */
  q: z.string().trim().max(bookingSearchMaxLength).optional(),
  /** A page of the list: at most `limit` bookings after the first `offset` (all of them without). */
  limit: z.coerce.number().int().min(1).max(adminBookingPageMax).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type AdminBookingsQuery = z.input<typeof adminBookingsQuerySchema>;

/** A booking as the office sees it: every detail of the form (the owner's `cancellable` flag aside). */
export const adminBookingSchema = bookingSchema.omit({ cancellable: true });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminSummarySchema = z.object({
  pendingCount: z.number().int(),
  upcomingConfirmedCount: z.number().int(),
  /** Pending requests whose date has passed: the office declines them so the family hears. */
  overdueCount: z.number().int(),
  /** Contact messages nobody in the office has marked answered (ADR 035). */
  unansweredMessages: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/**
 * A mail the site gave up on. `why`: `refused`, the mail server said the address does not exist
 * (ask the family for the right one); `expired`, it could not be sent for three days.
 */
export const undeliveredMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** When the site wrote it, ISO 8601. */
  createdAt: z.string(),
  why: z.enum(["refused", "expired"]),
  /** The mail server's last answer, for whoever looks after the site. */
  lastError: z.string().nullable(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

/** What the office should know about the site's e-mail (GET /api/admin/mail). */
export const mailStatusSchema = z.object({
  /** false: the site has no mail server (SMTP_URL) and writes each mail to its log instead. */
  sending: z.boolean(),
  /** Mails written more than a quarter of an hour ago and still not sent. */
  late: z.object({ count: z.number().int(), oldestAt: z.string().nullable() }),
  /** Given up on and not yet marked as dealt with, newest first, at most 50 (all counted in `undeliveredCount`). */
  undelivered: z.array(undeliveredMailSchema),
  undeliveredCount: z.number().int(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const declineSchema = z.strictObject({
  reason: requiredOfficeText(reasonMaxLength, "admin.declineReasonRequired", { multiline: true }),
});
export const officeCancelSchema = z.strictObject({
  reason: officeText(reasonMaxLength, { multiline: true }).optional(),
});

/** The office moves a booking to another free slot of its kind; the reason, if any, is e-mailed to the family. */
export const moveBookingSchema = z.strictObject({
  slotId: slotId("admin.move.slotRequired"),
  reason: officeText(reasonMaxLength, { multiline: true }).optional(),
});
export type MoveBookingInput = z.input<typeof moveBookingSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  beforeStatus: z.string().nullable(),
  afterStatus: z.string().nullable(),
  /** Set only on a move: the slot's start before and after, ISO instants. */
  beforeStartsAt: z.string().nullable(),
  afterStartsAt: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const serviceShape = {
  // A whole minute, as the office's form gives: the duplicate check compares instants, and one
  // second past another service's hour slipped by it (API review, ADR 039).
  datetime: isoInstant.refine(
    (value) => new Date(value).getTime() % 60_000 === 0,
    "admin.errors.serviceWholeMinute",
  ),
  serviceEn: requiredOfficeText(300),
  serviceEl: requiredOfficeText(300),
  calendarEn: officeText(300).default(""),
  calendarEl: officeText(300).default(""),
  kind: z.enum(serviceKinds),
};

/**
 * PUT /api/services/:id. The page sends London date and time converted to UTC, as for slots, and
 * the `updatedAt` it read (ADR 039): a colleague's change since is refused (409 SERVICE_CHANGED),
 * never written over unseen. Without it, the last to save wins, as before.
 */
export const serviceInputSchema = z.strictObject({ ...serviceShape, updatedAt: isoInstant.optional() });
export type ServiceInput = z.input<typeof serviceInputSchema>;

/** POST /api/services: one service, or the same London time every week until `repeatWeeklyUntil`. */
export const createServiceSchema = z.strictObject({
  ...serviceShape,
  repeatWeeklyUntil: isoDay.optional(),
});
export type CreateServiceInput = z.input<typeof createServiceSchema>;
/** At most a year of weekly services in one request. */
export const maxWeeklyRepeats = 53;

export const adminServiceSchema = z.object({
  id: z.uuid(),
  datetime: z.string(),
  serviceEn: z.string(),
  serviceEl: z.string(),
  calendarEn: z.string(),
  calendarEl: z.string(),
  kind: z.enum(serviceKinds),
  source: z.enum(["seed", "generated", "admin"]),
  /** When it was last changed: sent back to PUT and DELETE, so a colleague's change is seen. */
  updatedAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

/** DELETE /api/services/:id: with `updatedAt`, deleted only if nobody changed it since (ADR 039). */
export const serviceDeleteQuerySchema = z.object({ updatedAt: isoInstant.optional() });

export const adminServicesQuerySchema = z.object({ from: isoDay, to: isoDay });

/**
 * A date the office's forms take: required, and in the API's years, so a year typed short ("27")
 * is refused at its field rather than saved as 1927 or sent to be refused without saying where.
 */
const officeDay = () => calendarDay("admin.createSlot.dateRequired");

/**
 * The Create Slot page's fields: a London date and time. `slotFormToBody` turns them into the
 * POST /api/slots body, so the page and the API agree on the conversion.
 */
export const createSlotFormSchema = z
  .object({
    type: z.enum(slotTypes, "admin.createSlot.typeRequired"),
    durationMinutes: z.coerce.number().int().min(slotDurationLimits.min).max(slotDurationLimits.max),
    date: officeDay(),
    hour: z.string().regex(/^([01]\d|2[0-3])$/, "admin.createSlot.timeRequired"),
    minute: z.string().regex(/^(00|15|30|45)$/, "admin.createSlot.timeRequired"),
    overrideReason: officeText(reasonMaxLength, { multiline: true }).optional(),
  })
  .refine((values) => londonTimeExists(values.date, `${values.hour}:${values.minute}`), {
    path: ["hour"],
    message: "slotRules.timeSkipped",
  });
export type CreateSlotFormValues = z.input<typeof createSlotFormSchema>;

export function slotFormToBody(values: z.output<typeof createSlotFormSchema>): CreateSlotInput {
  return {
    datetime: londonToUtc(values.date, `${values.hour}:${values.minute}`).toISOString(),
    timeZone: "Europe/London",
    type: values.type,
    durationMinutes: values.durationMinutes,
    ...(values.overrideReason ? { overrideReason: values.overrideReason } : {}),
  };
}

/** The recurring-slots form: checkboxes give the weekdays as strings. */
export const recurringSlotsFormSchema = z
  .object({
    type: z.enum(slotTypes),
    durationMinutes: z.coerce.number().int().min(slotDurationLimits.min).max(slotDurationLimits.max),
    fromDate: officeDay(),
    toDate: officeDay(),
    hour: z.string().regex(/^([01]\d|2[0-3])$/, "admin.createSlot.timeRequired"),
    minute: z.string().regex(/^(00|15|30|45)$/, "admin.createSlot.timeRequired"),
    weekdays: z.array(z.string()).min(1, "slotRules.weekdaysRequired"),
  })
  .refine((value) => value.fromDate <= value.toDate, { path: ["toDate"], message: "slotRules.rangeOrder" });
export type RecurringSlotsFormValues = z.input<typeof recurringSlotsFormSchema>;

export function recurringFormToBody(values: z.output<typeof recurringSlotsFormSchema>): RecurringSlotsInput {
  return {
    type: values.type,
    durationMinutes: values.durationMinutes,
    fromDate: values.fromDate,
    toDate: values.toDate,
    time: `${values.hour}:${values.minute}`,
    weekdays: values.weekdays.map(Number),
  };
}

/** The Manage Programme form: a London date and time, both languages' texts, an optional weekly repeat. */
export const serviceFormSchema = z
  .object({
    date: officeDay(),
    hour: z.string().regex(/^([01]\d|2[0-3])$/, "admin.createSlot.timeRequired"),
    minute: z.string().regex(/^(00|15|30|45)$/, "admin.createSlot.timeRequired"),
    serviceEn: serviceShape.serviceEn,
    serviceEl: serviceShape.serviceEl,
    calendarEn: officeText(300),
    calendarEl: officeText(300),
    kind: serviceShape.kind,
    repeatWeeklyUntil: z.union([z.literal(""), isoDay]),
  })
  .refine((value) => !value.repeatWeeklyUntil || value.repeatWeeklyUntil >= value.date, {
    path: ["repeatWeeklyUntil"],
    message: "admin.errors.repeatBeforeStart",
  })
  // As on Create Slot: the API takes an instant, so a skipped time would be saved an hour later.
  .refine((value) => londonTimeExists(value.date, `${value.hour}:${value.minute}`), {
    path: ["hour"],
    message: "slotRules.timeSkipped",
  });
export type ServiceFormValues = z.input<typeof serviceFormSchema>;

export function serviceFormToBody(values: z.output<typeof serviceFormSchema>): CreateServiceInput {
  return {
    datetime: londonToUtc(values.date, `${values.hour}:${values.minute}`).toISOString(),
    serviceEn: values.serviceEn,
    serviceEl: values.serviceEl,
    calendarEn: values.calendarEn,
    calendarEl: values.calendarEl,
    kind: values.kind,
    ...(values.repeatWeeklyUntil ? { repeatWeeklyUntil: values.repeatWeeklyUntil } : {}),
  };
}

/** Which contact messages Messages lists: those still to answer (the default), answered, or all. */
export const messageStates = ["open", "answered", "all"] as const;
/** The messages Messages shows at a time, newest first. */
export const adminMessagePageSize = 20;

/** GET /api/admin/messages: a page of the contact messages in one state, with X-Total-Count. */
export const adminMessagesQuerySchema = z.object({
  state: z.enum(messageStates).default("open"),
  limit: z.coerce.number().int().min(1).max(adminBookingPageMax).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** A message sent through the contact form, as the office reads it (kept 12 months). */
export const adminMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  message: z.string(),
  /** The page's language when it was sent: the one to answer in. */
  language: z.enum(languages),
  /** Sent while logged in to the account whose address it gives (so the address is the sender's). */
  fromAccount: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The name of the office's account that marked it answered (null once that account is gone). */
  answeredBy: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** PUT /api/admin/messages/:id/answered: marked answered, or back to be answered. */
export const messageAnsweredSchema = z.strictObject({ answered: z.boolean() });

/** Which accounts Accounts lists: every one, those whose address is not yet confirmed, the office's. */
export const accountStates = ["all", "unconfirmed", "office"] as const;
/** The accounts Accounts shows at a time, newest first. */
export const adminAccountPageSize = 20;
/** The days an account whose address is never confirmed is kept (the retention's, the privacy notice's). */
export const unconfirmedAccountDays = 30;

/** GET /api/admin/accounts: a page of the accounts in one state, found by name or address, with X-Total-Count. */
export const adminAccountsQuerySchema = z.object({
  state: z.enum(accountStates).default("all"),
  /** Words each found in the name or the address, whatever their accents and case. */
  q: z.string().trim().max(bookingSearchMaxLength).optional(),
  limit: z.coerce.number().int().min(1).max(adminBookingPageMax).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** An account as the office reads it (ADR 037): never its password, sessions or devices. */
export const adminAccountSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: z.enum(languages),
  role: z.enum(["user", "admin"]),
  /** Whether its address has been confirmed through the mailed link (only then can it log in). */
  isVerified: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Its bookings of every status, and those pending or confirmed still to come. */
  bookings: z.number().int(),
  upcoming: z.number().int(),
  /** Upcoming slots the office keeps naming its address (ADR 034). */
  keptSlots: z.number().int(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
