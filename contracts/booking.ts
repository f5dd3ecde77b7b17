import { isoDay, isoInstant } from "./dates.ts";
import { hasHiddenCharacters, looksEmpty, optionalTelephonePattern, telephonePattern } from "./plain-text.ts";
import { latestDateOnEarth, londonDate } from "./time.ts";
import { z } from "./zod.ts";

export const bookingTypes = ["baptism", "chrismation", "wedding"] as const;
export const bookingTypeSchema = z.enum(bookingTypes);
export type BookingType = z.infer<typeof bookingTypeSchema>;

export const slotTypes = ["baptism", "wedding"] as const;
export const slotTypeSchema = z.enum(slotTypes);
export type SlotType = z.infer<typeof slotTypeSchema>;

export const bookingStatuses = ["pending", "confirmed", "declined", "cancelled"] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
/** Statuses that keep a slot taken (the partial unique index bookings_one_live_per_slot). */
export const liveStatuses: readonly BookingStatus[] = ["pending", "confirmed"];

/**
 * A live request or booking still to come. Only such a booking can be cancelled, by its family or
 * by the office (one whose time has passed is history, and a cancellation e-mail would tell the
 * family of something already gone); and deleting one tells its family (a cancellation e-mail with
 * the calendar withdrawn), which the office's delete dialog says beforehand.
 */
export function isLiveAndUpcoming(
  booking: { status: BookingStatus; startsAt: Date | string },
  now: Date | number = Date.now(),
) {
  return (
    liveStatuses.includes(booking.status) && new Date(booking.startsAt).getTime() > new Date(now).getTime()
  );
}

/**
 * How many requests still to come an account may have waiting for the office's answer at once:
 * one account cannot take every date. The server refuses the next (409 TOO_MANY_REQUESTS); the
 * booking pages say so before the family fills in a form it could not send.
 */
export const maxWaitingRequests = 3;

/** The caller's requests that count towards `maxWaitingRequests`: pending and still to come. */
export const waitingRequests = (
  list: readonly { status: BookingStatus; startsAt: Date | string }[],
  now = Date.now(),
) =>
  list.filter((booking) => booking.status === "pending" && new Date(booking.startsAt).getTime() > now).length;

export const slotStatuses = ["available", "reserved", "booked"] as const;
export type SlotStatus = (typeof slotStatuses)[number];

/** A baptism slot serves baptisms and chrismations; a wedding slot serves weddings. */
export const slotTypeFor = (type: BookingType): SlotType => (type === "wedding" ? "wedding" : "baptism");

export const holdMinutes = 15;
export const adultAge = 18;

export const bookingLimits = { name: 100, text: 200, address: 300, email: 254, telephone: 30 } as const;

const text = (max: number = bookingLimits.text) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !looksEmpty(value), "validation.required")
    .refine((value) => !hasHiddenCharacters(value), "validation.hiddenCharacters");
const optionalText = (max: number = bookingLimits.text) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasHiddenCharacters(value), "validation.hiddenCharacters")
    .optional()
    .default("");
/**
 * The Latin letter on the same key of a Greek keyboard: a UK postcode typed without switching
 * layout («ΕΝ1 1ΑΑ», «Ν13 4ΡΠ») is EN1 1AA, N13 4RP. Greek and Cypriot postcodes are digits, so a
 * postcode's letters are always meant as Latin ones.
 */
const latinKeys: Record<string, string> = {
  Α: "A",
  Β: "B",
  Ψ: "C",
  Δ: "D",
  Ε: "E",
  Φ: "F",
  Γ: "G",
  Η: "H",
  Ι: "I",
  Ξ: "J",
  Κ: "K",
  Λ: "L",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Π: "P",
  Ρ: "R",
  Σ: "S",
  Τ: "T",
  Θ: "U",
  Ω: "V",
  Χ: "X",
  Υ: "Y",
  Ζ: "Z",
};
const postcodeInLatin = (value: string) =>
  /\p{Script=Greek}/u.test(value)
    ? value
        .normalize("NFD")
        .replace(/\p{Mn}/gu, "")
        .toUpperCase()
        .replace(/\p{Script=Greek}/gu, (letter) => latinKeys[letter] ?? letter)
    : value;
const optionalPostcode = () => optionalText(12).transform(postcodeInLatin);
const email = () => z.string().trim().min(1).max(bookingLimits.email).pipe(z.email());
/** An e-mail address that may be left empty, as the forms and the office's notes take it. */
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(bookingLimits.email)
    .refine((value) => value === "" || z.email().safeParse(value).success, "validation.email")
    .optional()
    .default("");
const telephone = () =>
  z.string().trim().min(1).max(bookingLimits.telephone).regex(telephonePattern, "validation.telephone");
/** A telephone number that may be left empty, as the forms and the office's notes take it. */
export const optionalTelephone = () =>
  z
    .string()
    .trim()
    .max(bookingLimits.telephone)
    .regex(optionalTelephonePattern, "validation.telephone")
    .optional()
    .default("");
/** An ISO calendar date in the API's years that is not in the future. */
const birthDate = () =>
  z
    .string()
    .trim()
    .min(1)
    .pipe(isoDay)
    .refine((value) => value <= latestDateOnEarth(), "booking.validation.birthDateFuture");
/** ISO 3166-1 alpha-2 code, as the country autocomplete gives it (it keeps a text it cannot place). */
const country = () =>
  z
    .string()
    .trim()
    .min(1)
    .regex(/^[A-Z]{2}$/, "booking.validation.countryUnknown");
/** A chosen slot: the message when none is chosen, then the id's form. */
export const slotId = (message = "booking.validation.slotRequired") =>
  z.string().trim().min(1, message).pipe(z.uuid());
const consent = () => z.literal(true, "booking.validation.consentRequired");

export const sexes = ["male", "female"] as const;
export const godparentReligions = ["eastern-orthodox"] as const;

const parentSchema = z.strictObject({
  firstName: text(bookingLimits.name),
  lastName: text(bookingLimits.name),
  religion: text(),
  address: optionalText(bookingLimits.address),
  postcode: optionalPostcode(),
  telephone: optionalTelephone(),
  email: optionalEmail(),
  confirmEmail: optionalText(bookingLimits.email),
});

/**
 * The father's fields: his names and religion are asked for unless the family says he is not to
 * be named on the request (`fatherNotGiven`), as a mother alone may bring her child to baptism.
 * The form asked every one of them, and a family without a father to name could not send it.
 */
const fatherSchema = parentSchema.extend({
  firstName: optionalText(bookingLimits.name),
  lastName: optionalText(bookingLimits.name),
  religion: optionalText(),
});
const fatherNamed = ["firstName", "lastName", "religion"] as const;

/**
 * The slot's start as the family was shown it. The office may re-time a slot nobody holds, so a
 * hold that lapsed on the review page could otherwise book a time the family never saw: a request
 * naming another start than the slot's is refused (409 SLOT_CHANGED, with the new time).
 */
const slotStartsAt = () => isoInstant.optional();

export const baptismShape = {
  type: z.enum(["baptism", "chrismation"]),
  slotId: slotId(),
  slotStartsAt: slotStartsAt(),
  child: z.strictObject({
    firstName: text(bookingLimits.name),
    middleNames: optionalText(bookingLimits.name),
    lastName: text(bookingLimits.name),
    sex: z.enum(sexes, "validation.required"),
    dateOfBirth: birthDate(),
    cityOfBirth: text(),
    countryOfBirth: country(),
    /** Given only by an adult candidate (see the adult rule). */
    address: optionalText(bookingLimits.address),
    postcode: optionalPostcode(),
    telephone: optionalTelephone(),
    email: optionalEmail(),
    confirmEmail: optionalText(bookingLimits.email),
  }),
  fatherNotGiven: z.boolean().optional().default(false),
  father: fatherSchema,
  mother: parentSchema.extend({ maidenName: text(bookingLimits.name) }),
  sameAsFatherAddress: z.boolean().optional().default(false),
  godparent: z.strictObject({
    firstName: text(bookingLimits.name),
    lastName: text(bookingLimits.name),
    religion: z.enum(godparentReligions, "booking.validation.godparentReligion"),
    email: email(),
    telephone: telephone(),
  }),
  consent: consent(),
};

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  if (!by || !bm || !bd || !y || !m || !d) return 0;
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The adult rule: a candidate aged 18 or more on the day of the service speaks for themselves. */
export function isAdultCandidate(dateOfBirth: string, serviceDay: string): boolean {
  // A date outside the API's years is a slip of typing (a year typed as "25"), refused at its
  // field: it must not turn the form into an adult's while it is still wrong.
  return isoDay.safeParse(dateOfBirth).success && ageOn(dateOfBirth, serviceDay) >= adultAge;
}

type Fields = Record<string, unknown>;
/** An object's fields, or none: the rules across fields also read input that failed its own checks. */
const fieldsOf = (value: unknown): Fields =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Fields) : {};
/** A string field's text, trimmed; anything else is no text. */
const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The adult rule read from a baptism's form or stored details: is its candidate 18 or more on that day? */
export const candidateIsAdult = (details: unknown, serviceDay: string) =>
  isAdultCandidate(textOf(fieldsOf(fieldsOf(details).child).dateOfBirth), serviceDay);

const contactFields = ["address", "postcode", "telephone", "email", "confirmEmail"] as const;
const sharedAddress = ["address", "postcode"] as const;

function requireContact(
  block: Fields,
  path: string[],
  ctx: z.core.$RefinementCtx,
  givenElsewhere: readonly string[] = [],
) {
  for (const field of contactFields) {
    if (!givenElsewhere.includes(field) && !textOf(block[field]))
      ctx.addIssue({ code: "custom", message: "validation.required", path: [...path, field] });
  }
}

function requireMatchingEmails(block: Fields, path: string[], ctx: z.core.$RefinementCtx) {
  const email = textOf(block.email).toLowerCase();
  const confirmEmail = textOf(block.confirmEmail).toLowerCase();
  if (email && confirmEmail && email !== confirmEmail) {
    ctx.addIssue({ code: "custom", message: "validation.emailMismatch", path: [...path, "confirmEmail"] });
  }
}

function requireFathersAddress(father: Fields, mother: Fields, ctx: z.core.$RefinementCtx) {
  for (const field of sharedAddress) {
    if (textOf(mother[field]) !== textOf(father[field]))
      ctx.addIssue({ code: "custom", message: "validation.invalid", path: ["mother", field] });
  }
}

/**
 * The baptism/chrismation form and POST /api/baptism-booking. Who gives an address, postcode,
 * telephone and e-mail depends on the candidate's age on the day of the service: an adult gives
 * their own, otherwise both parents do. `serviceDay` is the slot's London date (London's today
 * when no slot is chosen yet). With `deferContacts` that rule is left out, for a check made before
 * the slot is looked up (the route's schema): the service applies it with the slot's day.
 */
export function makeBaptismBookingSchema(serviceDay?: string, { deferContacts = false } = {}) {
  return (
    z
      .strictObject(baptismShape)
      .superRefine(
        (input: unknown, ctx) => {
          // A body that is not an object is refused as such (`_`), not for a father left unnamed.
          if (typeof input !== "object" || input === null || Array.isArray(input)) return;
          const data = fieldsOf(input);
          const named = data.fatherNotGiven !== true;
          const father = fieldsOf(data.father);
          if (named) {
            for (const field of fatherNamed) {
              if (!textOf(father[field]))
                ctx.addIssue({ code: "custom", message: "validation.required", path: ["father", field] });
            }
          }
          // 'Same as Father's Address' copies his address and postcode into the mother's fields and
          // disables them: they must be his, and only his are asked for (not fields nobody can type in).
          const shared = named && data.sameAsFatherAddress === true;
          if (shared) requireFathersAddress(father, fieldsOf(data.mother), ctx);
          if (deferContacts) return;
          const day = serviceDay ?? londonDate(new Date());
          const adult = candidateIsAdult(data, day);
          // Only the contact block the form shows is checked, so a hidden field can never block a submit.
          const parents = named ? ["father", "mother"] : ["mother"];
          for (const path of adult ? ["child"] : parents) {
            requireContact(
              fieldsOf(data[path]),
              [path],
              ctx,
              shared && path === "mother" ? sharedAddress : [],
            );
            requireMatchingEmails(fieldsOf(data[path]), [path], ctx);
          }
        },
        // zod skips a refinement once any field has failed: these problems would then appear only
        // after every other one was fixed. They are reported with the rest.
        { when: () => true },
      )
      // A father not to be named is not kept, whatever a field hidden from the family still held.
      .transform((booking) =>
        booking.fatherNotGiven
          ? { ...booking, father: fatherSchema.parse({}), sameAsFatherAddress: false }
          : booking,
      )
  );
}
/** What POST /api/baptism-booking checks before it knows the slot's day (see above). */
export const baptismBookingSchema = makeBaptismBookingSchema(undefined, { deferContacts: true });
export type BaptismBookingInput = z.input<typeof baptismBookingSchema>;
export type BaptismBooking = z.output<typeof baptismBookingSchema>;

const person = z.strictObject({
  firstName: text(bookingLimits.name),
  lastName: text(bookingLimits.name),
  address: text(bookingLimits.address),
  email: email(),
  telephone: telephone(),
  occupation: text(),
  denomination: text(),
  dateOfBirth: birthDate(),
  placeOfBirth: z.strictObject({ country: country(), city: text() }),
});
const relative = z.strictObject({
  firstName: optionalText(bookingLimits.name),
  lastName: optionalText(bookingLimits.name),
  occupation: optionalText(),
});
const family = z.strictObject({ father: relative, mother: relative });
const witness = z.strictObject({
  firstName: text(bookingLimits.name),
  lastName: text(bookingLimits.name),
  denomination: text(),
});

const weddingShape = {
  type: z.literal("wedding").optional().default("wedding"),
  slotId: slotId("booking.validation.weddingSlotRequired"),
  slotStartsAt: slotStartsAt(),
  groom: person,
  groomFamily: family,
  bride: person,
  brideFamily: family,
  bestMan: witness,
  maidOfHonour: witness,
  consent: consent(),
};

/**
 * Which of the groom and the bride would be under 18 on `weddingDay` (YYYY-MM-DD, London): in
 * England and Wales no one younger may marry. The form, the request and the office's move ask it.
 */
export function underMarriageAge(details: unknown, weddingDay: string): ("groom" | "bride")[] {
  return (["groom", "bride"] as const).filter((who) => {
    const dateOfBirth = textOf(fieldsOf(fieldsOf(details)[who]).dateOfBirth);
    return isoDay.safeParse(dateOfBirth).success && ageOn(dateOfBirth, weddingDay) < adultAge;
  });
}

/**
 * The wedding form and POST /api/wedding-booking. Family fields are optional. The groom and the
 * bride must be 18 or more on `weddingDay` (the slot's London date): in England and Wales no one
 * younger may marry. Without the day (the route's schema, read before the slot is looked up) that
 * rule is left to the service, which applies it with the slot's day.
 */
export function makeWeddingBookingSchema(weddingDay?: string) {
  return z.strictObject(weddingShape).superRefine(
    (input: unknown, ctx) => {
      if (!weddingDay) return;
      for (const who of underMarriageAge(input, weddingDay)) {
        ctx.addIssue({
          code: "custom",
          message: "booking.validation.underMarriageAge",
          path: [who, "dateOfBirth"],
        });
      }
    },
    // Said with the other problems, not only once every other field is right (as the adult rule).
    { when: () => true },
  );
}
export const weddingBookingSchema = makeWeddingBookingSchema();
export type WeddingBookingInput = z.input<typeof weddingBookingSchema>;
export type WeddingBooking = z.output<typeof weddingBookingSchema>;

/** The `details` JSON a booking keeps: the validated form without the form-only fields. */
export type BaptismDetails = Omit<BaptismBooking, "slotId" | "slotStartsAt" | "consent" | "type">;
export type WeddingDetails = Omit<WeddingBooking, "slotId" | "slotStartsAt" | "consent" | "type">;
export type BookingDetailsData = BaptismDetails | WeddingDetails;

export const slotSchema = z.object({
  id: z.uuid(),
  datetime: z.string(),
  timeZone: z.string(),
  type: slotTypeSchema,
  durationMinutes: z.number().int(),
  status: z.enum(slotStatuses),
  booked: z.boolean(),
  /** The caller's own hold: the slot is still available to them. */
  heldByYou: z.boolean(),
  /**
   * The office keeps the slot for the caller's family, naming their account's address (ADR 034):
   * available to them, booked for everyone else.
   */
  keptForYou: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotQuerySchema = z.strictObject({
  type: slotTypeSchema.optional(),
  from: isoInstant.optional(),
  to: isoInstant.optional(),
});

export const holdRequestSchema = z.strictObject({ service: bookingTypeSchema.optional() });
/** `expiresInSeconds` is the server's own count, so a client whose clock is wrong still counts down right. */
export const holdSchema = z.object({
  slotId: z.uuid(),
  expiresAt: z.string(),
  expiresInSeconds: z.number().int(),
  service: bookingTypeSchema,
});
export type Hold = z.infer<typeof holdSchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  type: bookingTypeSchema,
  status: bookingStatusSchema,
  slotId: z.uuid().nullable(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  declineReason: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  language: z.enum(["en", "el"]),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the owner may still cancel it (pending or confirmed, in the future). */
  cancellable: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The names a booking is known by on a card: the child, or groom and bride. */
export function bookingNames(type: BookingType, details: Record<string, unknown>): string {
  const name = (value: unknown) => {
    const p = value as { firstName?: string; lastName?: string } | undefined;
    return [p?.firstName, p?.lastName].filter(Boolean).join(" ");
  };
  return type === "wedding"
    ? [name(details.groom), name(details.bride)].filter(Boolean).join(" & ")
    : name(details.child);
}

/** A person's name as the register writes it: given name, middle names (a child's) and surname. */
function fullName(person: unknown): string {
  const fields = (person && typeof person === "object" ? person : {}) as Record<string, unknown>;
  return ["firstName", "middleNames", "lastName"]
    .map((part) => (typeof fields[part] === "string" ? fields[part].trim() : ""))
    .filter(Boolean)
    .join(" ");
}

/**
 * Who the sacrament is for and who stands with them, as the register writes them: the child (or
 * adult candidate) and the godparent, or the couple and the koumbaros and koumbara.
 */
export function registerNames(type: BookingType, details: Record<string, unknown>) {
  if (type === "wedding") {
    const sponsors = [fullName(details.bestMan), fullName(details.maidOfHonour)].filter(Boolean);
    return { names: bookingNames(type, details), sponsors: sponsors.join(" & ") };
  }
  return { names: fullName(details.child), sponsors: fullName(details.godparent) };
}

/** The family's telephones, as the office would ring them: an adult candidate, the parents / groom, bride. */
export function bookingTelephones(
  type: BookingType,
  details: Record<string, unknown>,
): { who: "candidate" | "father" | "mother" | "groom" | "bride"; telephone: string }[] {
  const people =
    type === "wedding"
      ? ([
          ["groom", "groom"],
          ["bride", "bride"],
        ] as const)
      : ([
          ["candidate", "child"],
          ["father", "father"],
          ["mother", "mother"],
        ] as const);
  return people.flatMap(([who, key]) => {
    const telephone = textOf(fieldsOf(details[key]).telephone);
    return telephone ? [{ who, telephone }] : [];
  });
}

export type DetailSection = { id: string; heading: string; rows: [label: string, value: string][] };
type DetailFormat = {
  /** Translates an i18n key (the `booking` namespace). */
  t(key: string): string;
  /** A calendar date (YYYY-MM-DD) as people read it. */
  date(day: string): string;
  /** An ISO country code as its name. */
  country(code: string): string;
  /** The service's day (YYYY-MM-DD, London): a baptism's candidate of 18 or more is not a child. */
  serviceDay?: string;
};

/** The first section's name: the candidate of a chrismation, or of a baptism at 18 or more. */
export function candidateHeading(type: BookingType, dateOfBirth: string, serviceDay: string | undefined) {
  const adult = serviceDay !== undefined && isAdultCandidate(dateOfBirth, serviceDay);
  return type === "chrismation" || adult ? "candidate" : "child";
}

/**
 * Every field of a booking's details in labelled sections (child, parents, godparent / groom,
 * families, bride, witnesses): the one reading of `details` the review page, the office's view
 * and the e-mails share, each with its own translation and date formatting.
 */
export function bookingDetailSections(
  type: BookingType,
  details: unknown,
  format: DetailFormat,
): DetailSection[] {
  const { t } = format;
  const data = fieldsOf(details);
  const none = t("booking.details.notGiven");
  const label = (key: string) => t(`booking.fields.${key}`);
  const show = (value: unknown) => textOf(value) || none;
  const day = (value: unknown) => (textOf(value) ? format.date(textOf(value)) : none);
  const place = (city: unknown, code: unknown) =>
    [textOf(city), textOf(code) ? format.country(textOf(code)) : ""].filter(Boolean).join(", ") || none;
  /** Family members as the spec prints them: 'first last, occupation'. */
  const relative = (value: unknown) => {
    const p = fieldsOf(value);
    const name = [textOf(p.firstName), textOf(p.lastName)].filter(Boolean).join(" ");
    return [name, textOf(p.occupation)].filter(Boolean).join(", ") || none;
  };
  /** Contact rows only when given (an adult candidate's parents may leave them empty). */
  const contact = (p: Fields): [string, string][] =>
    (["address", "postcode", "telephone", "email"] as const)
      .filter((key) => textOf(p[key]))
      .map((key) => [label(key), textOf(p[key])]);
  const names = (p: Fields): [string, string][] => [
    [label("firstName"), show(p.firstName)],
    [label("lastName"), show(p.lastName)],
  ];
  const section = (id: string, heading: string, rows: [string, string][]): DetailSection => ({
    id,
    heading: t(`booking.sections.${heading}`),
    rows,
  });

  if (type === "wedding") {
    const person = (id: "groom" | "bride") => {
      const p = fieldsOf(data[id]);
      const birth = fieldsOf(p.placeOfBirth);
      return section(id, id, [
        ...names(p),
        [label("dateOfBirth"), day(p.dateOfBirth)],
        [label("placeOfBirth"), place(birth.city, birth.country)],
        [label("address"), show(p.address)],
        [label("email"), show(p.email)],
        [label("telephone"), show(p.telephone)],
        [label("occupation"), show(p.occupation)],
        [label("denomination"), show(p.denomination)],
      ]);
    };
    const family = (id: "groomFamily" | "brideFamily") =>
      section(id, id, [
        [label("father"), relative(fieldsOf(data[id]).father)],
        [label("mother"), relative(fieldsOf(data[id]).mother)],
      ]);
    const witness = (id: "bestMan" | "maidOfHonour") => {
      const p = fieldsOf(data[id]);
      return section(id, id, [...names(p), [label("denomination"), show(p.denomination)]]);
    };
    return [
      person("groom"),
      family("groomFamily"),
      person("bride"),
      family("brideFamily"),
      witness("bestMan"),
      witness("maidOfHonour"),
    ];
  }
  const child = fieldsOf(data.child);
  const mother = fieldsOf(data.mother);
  const godparent = fieldsOf(data.godparent);
  const parent = (p: Fields, extra: [string, string][] = []): [string, string][] => [
    ...names(p),
    ...extra,
    [label("religion"), show(p.religion)],
    ...contact(p),
  ];
  const sex = textOf(child.sex);
  const religion = textOf(godparent.religion);
  return [
    section("child", candidateHeading(type, textOf(child.dateOfBirth), format.serviceDay), [
      [label("firstName"), show(child.firstName)],
      [label("middleNames"), show(child.middleNames)],
      [label("lastName"), show(child.lastName)],
      [label("sex"), sex ? t(`booking.sex.${sex}`) : none],
      [label("dateOfBirth"), day(child.dateOfBirth)],
      [label("placeOfBirth"), place(child.cityOfBirth, child.countryOfBirth)],
      ...contact(child),
    ]),
    section(
      "father",
      "father",
      data.fatherNotGiven === true
        ? [[t("booking.details.fatherTerm"), t("booking.details.fatherNotGiven")]]
        : parent(fieldsOf(data.father)),
    ),
    section("mother", "mother", parent(mother, [[label("maidenName"), show(mother.maidenName)]])),
    section("godparent", "godparent", [
      ...names(godparent),
      [label("religion"), religion ? t(`booking.religions.${religion}`) : none],
      [label("email"), show(godparent.email)],
      [label("telephone"), show(godparent.telephone)],
    ]),
  ];
}
