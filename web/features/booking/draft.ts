import type { BookingType, Hold } from "../../../contracts/booking.ts";
import { forgetInTab, keepInTab, keptInTab } from "../../app/tab-storage.ts";
import { forgetProfileEdit } from "../auth/kept-profile-edit.ts";

/**
 * The slot the user chose, kept with the form so a refresh or the login trip loses neither;
 * `expiresAt` is when its hold ends by this device's clock (see chosenSlot).
 */
export type ChosenSlot = { id: string; datetime: string; durationMinutes: number; expiresAt?: string };

/** Where the form was filled in, so Edit and the confirmation go back to the same place. */
export type DraftOrigin = "form" | "book" | "booking-type";

export type Draft = {
  type: BookingType;
  origin: DraftOrigin;
  values: Record<string, unknown>;
  slot?: ChosenSlot;
  /** Set once the form passed validation and the user went on to the review. */
  reviewed?: boolean;
  /** The account it is filled in for: another account logging in on this tab never sees it. */
  userId?: string;
  /** Sent and refused when the language was switched: the new page says again what to correct. */
  checked?: boolean;
};

/** Baptism and chrismation share one form, so switching between them on /book keeps what was typed. */
const formOf = (type: BookingType) => (type === "wedding" ? "wedding" : "baptism");
const draftKey = (type: BookingType) => `booking-draft:${formOf(type)}`;

export function loadDraft(type: BookingType): Draft | undefined {
  const draft = keptInTab(draftKey(type)) as Draft | null | undefined;
  return draft && typeof draft.values === "object" ? { ...draft, type } : undefined;
}

/**
 * The form in progress of the account logged in. One left on this tab by another account (logged
 * out in another tab, or its session ended) is forgotten, not shown to the next person; one begun
 * before its account was known becomes this account's.
 */
export function loadOwnDraft(type: BookingType, userId: string): Draft | undefined {
  const draft = loadDraft(type);
  if (!draft) return undefined;
  if (draft.userId && draft.userId !== userId) {
    clearDraft(type);
    return undefined;
  }
  if (!draft.userId) saveDraft({ ...draft, userId });
  return { ...draft, userId };
}

/** A full or disabled session storage only costs the refresh safety net. */
export function saveDraft(draft: Draft) {
  keepInTab(draftKey(draft.type), draft);
}

export function updateDraft(type: BookingType, change: Partial<Draft>, origin: DraftOrigin = "form") {
  const current = loadDraft(type) ?? { type, origin, values: {} };
  saveDraft({ ...current, ...change, type });
}

export function clearDraft(type: BookingType) {
  forgetInTab(draftKey(type));
}

/** A request sent from this tab, so Back to its emptied form says it went rather than asking again. */
export type SentRequest = { id: string; type: BookingType; origin: DraftOrigin; userId: string };

const sentKey = (type: BookingType) => `booking-sent:${formOf(type)}`;

/** The form is done with: its draft goes, and a note of what was sent stays on this tab. */
export function markSent(request: SentRequest) {
  clearDraft(request.type);
  keepInTab(sentKey(request.type), request);
}

/** The request this account last sent from this tab with this form, if any. */
export function loadSent(type: BookingType, userId: string): SentRequest | undefined {
  const sent = keptInTab(sentKey(type)) as SentRequest | null | undefined;
  return sent && typeof sent.id === "string" && sent.userId === userId ? sent : undefined;
}

export function forgetSent(type: BookingType) {
  forgetInTab(sentKey(type));
}

/**
 * Forgets every form in progress (the booking forms, and a profile change kept across a login): at
 * logout, at a password reset and when the account is deleted, so the next person on a shared
 * device does not find a child's details filled in.
 */
export function forgetDrafts() {
  for (const type of ["baptism", "wedding"] as const) {
    clearDraft(type);
    forgetSent(type);
  }
  forgetProfileEdit();
}

/**
 * The chosen slot with its hold's end by this device's clock: now plus the seconds the server
 * counts, so a phone whose clock is minutes off neither shows the hold expired at once nor shows
 * it held after the server let it go.
 */
export function chosenSlot(slot: Omit<ChosenSlot, "expiresAt">, hold: Hold, now = Date.now()): ChosenSlot {
  const { id, datetime, durationMinutes } = slot;
  return {
    id,
    datetime,
    durationMinutes,
    expiresAt: new Date(now + hold.expiresInSeconds * 1000).toISOString(),
  };
}

/** Records a fresh hold on the chosen slot in the draft, and answers the slot as recorded. */
export function rememberHold(type: BookingType, slot: Omit<ChosenSlot, "expiresAt">, hold: Hold) {
  const chosen = chosenSlot(slot, hold);
  updateDraft(type, { slot: chosen });
  return chosen;
}
