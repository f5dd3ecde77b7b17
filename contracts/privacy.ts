import type { BookingStatus, BookingType, SlotType } from "./booking.ts";
import type { Language } from "./language.ts";

/**
 * What `GET /api/me/data` answers: everything the parish holds about the caller's account (UK GDPR
 * art. 15 and 20). The server builds it with `Date`s, which reach the client as ISO 8601 strings;
 * the "Your data" page (/{lang}/my-data) reads the same file a family can download.
 */
export type UserDataExport<Instant = string> = {
  exportedAt: string;
  account: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    role: "user" | "admin";
    isVerified: boolean;
    language: Language;
    createdAt: Instant;
    updatedAt: Instant;
  };
  bookings: {
    id: string;
    type: BookingType;
    slotId: string | null;
    startsAt: Instant;
    durationMinutes: number;
    status: BookingStatus;
    declineReason: string | null;
    details: unknown;
    contactEmail: string;
    contactName: string;
    language: Language;
    createdAt: Instant;
    updatedAt: Instant;
  }[];
  bookingHistory: {
    bookingId: string | null;
    at: Instant;
    action: string;
    by: "you" | "the church office";
    beforeStatus: string | null;
    afterStatus: string | null;
    beforeStartsAt: Instant | null;
    afterStartsAt: Instant | null;
    reason: string | null;
  }[];
  contactMessages: {
    id: string;
    name: string;
    email: string;
    telephone: string | null;
    message: string;
    language: Language;
    createdAt: Instant;
  }[];
  /**
   * The dates the office keeps for the family, naming the account's address (ADR 034), as the
   * office wrote them down when the family telephoned; deleted 12 months after the date.
   */
  keptSlots: {
    slotId: string;
    type: SlotType;
    startsAt: Instant;
    durationMinutes: number;
    keptFor: string;
    telephone: string;
    email: string;
    note: string;
    keptAt: Instant;
  }[];
  mails: {
    subject: string;
    text: string;
    status: "pending" | "sent" | "failed" | "logged";
    createdAt: Instant;
    sentAt: Instant | null;
  }[];
};
