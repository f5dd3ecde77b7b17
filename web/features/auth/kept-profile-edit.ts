import type { UpdateProfileInput } from "../../../contracts/auth.ts";
import { isLanguage } from "../../../contracts/language.ts";

/**
 * A profile change refused because the session had ended, kept on this tab while its member logs
 * in again, and given back to the profile page of the same account until it is saved or
 * cancelled. Another account logging in on the tab never sees it; logging out or a password reset
 * forgets it (forgetDrafts).
 */
const key = "profile-edit:kept";
/** Long enough to find a password; not for whoever finds the tab the next day. */
const keptMs = 60 * 60_000;

type Kept = { userId: string; at: number; values: UpdateProfileInput };

export function keepProfileEdit(userId: string, values: UpdateProfileInput) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ userId, at: Date.now(), values } satisfies Kept));
  } catch {
    // Storage full or refused: the message still says the change was not saved.
  }
}

/**
 * The change kept for `userId`, or undefined; only the form's own fields, and only text (the form
 * checks them again on Save). One kept for another account, or too old, is forgotten.
 */
export function keptProfileEdit(userId: string): Partial<UpdateProfileInput> | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return undefined;
    const kept = JSON.parse(raw) as Partial<Kept>;
    const fresh = typeof kept.at === "number" && Math.abs(Date.now() - kept.at) < keptMs;
    if (!fresh || kept.userId !== userId || typeof kept.values !== "object" || kept.values === null) {
      forgetProfileEdit();
      return undefined;
    }
    const { firstName, lastName, language } = kept.values as Record<string, unknown>;
    return {
      ...(typeof firstName === "string" && { firstName }),
      ...(typeof lastName === "string" && { lastName }),
      ...(isLanguage(language) && { language }),
    };
  } catch {
    forgetProfileEdit();
    return undefined;
  }
}

/** Once the change is saved or cancelled, and at logout (forgetDrafts). */
export function forgetProfileEdit() {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing could be stored either.
  }
}
