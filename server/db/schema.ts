import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    isVerified: boolean("is_verified").notNull().default(false),
    language: text("language", { enum: ["en", "el"] })
      .notNull()
      .default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
    check("users_language_check", sql`${t.language} in ('en', 'el')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Browsers a member has logged in from (the `device` cookie, its SHA-256 here). A login from one
 * of them is not refused when someone else has used up the account's failed-login allowance.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("trusted_devices_user_idx").on(t.userId),
    index("trusted_devices_expires_idx").on(t.expiresAt),
  ],
);

/** One table for every e-mailed single-use link (verify e-mail, reset password). */
export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify-email", "reset-password"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verifications_user_idx").on(t.userId, t.purpose)],
);

export const slots = pgTable(
  "slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    type: text("type", { enum: ["baptism", "wedding"] }).notNull(),
    timeZone: text("time_zone").notNull().default("Europe/London"),
    overrideReason: text("override_reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("slots_starts_at_idx").on(t.startsAt),
    check("slots_type_check", sql`${t.type} in ('baptism', 'wedding')`),
    check("slots_duration_check", sql`${t.durationMinutes} between 15 and 480`),
  ],
);

/** A slot held for one user while the form is filled; one hold per slot and per user. */
export const slotHolds = pgTable(
  "slot_holds",
  {
    slotId: uuid("slot_id")
      .primaryKey()
      .references(() => slots.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("slot_holds_expires_idx").on(t.expiresAt)],
);

/**
 * A slot the office keeps for a family who telephoned or called in (ADR 034): nobody can hold or
 * book it online until the office releases it. The family's name and number are for the office
 * alone, and are deleted 12 months after the date (server/modules/privacy/retention.ts).
 */
export const slotKeeps = pgTable("slot_keeps", {
  slotId: uuid("slot_id")
    .primaryKey()
    .references(() => slots.id, { onDelete: "cascade" }),
  keptFor: text("kept_for").notNull(),
  telephone: text("telephone").notNull().default(""),
  /** The family's account's address, if they have one: that account alone may book it online. */
  email: text("email").notNull().default(""),
  note: text("note").notNull().default(""),
  keptBy: uuid("kept_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type", { enum: ["baptism", "chrismation", "wedding"] }).notNull(),
    slotId: uuid("slot_id").references(() => slots.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    status: text("status", { enum: ["pending", "confirmed", "declined", "cancelled"] })
      .notNull()
      .default("pending"),
    declineReason: text("decline_reason"),
    details: jsonb("details").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactName: text("contact_name").notNull(),
    language: text("language", { enum: ["en", "el"] })
      .notNull()
      .default("en"),
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /**
     * The office's search (ADR 013): every name the booking holds and its e-mail, folded by the
     * application (contracts/search-text.ts), one per line. Null until the application fills it
     * (rows older than the column are filled at their first search).
     */
    searchText: text("search_text"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_search_text_missing_idx").on(t.id).where(sql`${t.searchText} is null`),
    // The database, not only the code, guarantees one live booking per slot.
    uniqueIndex("bookings_one_live_per_slot")
      .on(t.slotId)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index("bookings_user_idx").on(t.userId),
    index("bookings_status_starts_idx").on(t.status, t.startsAt),
    check("bookings_type_check", sql`${t.type} in ('baptism', 'chrismation', 'wedding')`),
    check("bookings_status_check", sql`${t.status} in ('pending', 'confirmed', 'declined', 'cancelled')`),
  ],
);

export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    serviceEn: text("service_en").notNull(),
    serviceEl: text("service_el").notNull(),
    calendarEn: text("calendar_en").notNull().default(""),
    calendarEl: text("calendar_el").notNull().default(""),
    kind: text("kind", {
      enum: ["liturgy", "vespers", "feast", "small-paraklesis", "great-paraklesis", "other"],
    }).notNull(),
    source: text("source", { enum: ["seed", "generated", "admin"] })
      .notNull()
      .default("admin"),
    seedKey: text("seed_key").unique(),
    /** The version calendar apps are told (iCalendar SEQUENCE): one more each time it moves or changes kind. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("services_starts_at_idx").on(t.startsAt)],
);

/**
 * Every sample service the seed has ever written, by its key. The seed runs at each start to keep
 * a year of Sundays ahead; it writes only keys not listed here, so a service the office deleted
 * (a cancelled Liturgy) stays deleted.
 */
export const seededServices = pgTable("seeded_services", {
  seedKey: text("seed_key").primaryKey(),
  seededAt: createdAt(),
});

/**
 * `user_id` is the account that was logged in when the message was sent: the one whose download
 * gives it and whose deletion deletes it. The address alone says nothing of who wrote: anyone can
 * type anyone's (ADR 024).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone"),
    message: text("message").notNull(),
    language: text("language", { enum: ["en", "el"] })
      .notNull()
      .default("en"),
    /** When the office marked it answered (ADR 035), and who: several people share the office. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_user_idx").on(t.userId)],
);

/** Every e-mail is written here in the same transaction as the change that causes it. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: text("message_id").notNull().unique(),
    to: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    status: text("status", { enum: ["pending", "sent", "failed", "logged"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A mail given up on that the office marked as dealt with (it reached the family another way). */
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
  },
  (t) => [index("outbox_pending_idx").on(t.status, t.nextAttemptAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entity: text("entity", { enum: ["booking", "slot", "service", "user"] }).notNull(),
    entityId: uuid("entity_id"),
    beforeStatus: text("before_status"),
    afterStatus: text("after_status"),
    /** A booking moved to another slot: the times it left and took (null for every other action). */
    beforeStartsAt: timestamp("before_starts_at", { withTimezone: true }),
    afterStartsAt: timestamp("after_starts_at", { withTimezone: true }),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_entity_idx").on(t.entity, t.entityId)],
);

/** Fixed-window counters shared by every instance, so rate limits hold behind a load balancer. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
