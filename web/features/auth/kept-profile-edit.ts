import type { UpdateProfileInput } from "../../../contracts/auth.ts";
import { isLanguage } from "../../../contracts/language.ts";
import { forgetInTab, keepInTab, keptInTab, keptRecently } from "../../app/tab-storage.ts";

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

/** Storage full or refused keeps nothing: the message still says the change was not saved. */
export function keepProfileEdit(userId: string, values: UpdateProfileInput) {
  keepInTab(key, { userId, at: Date.now(), values } satisfies Kept);
}

/**
 * The change kept for `userId`, or undefined; only the form's own fields, and only text (the form
 * checks them again on Save). One kept for another account, or too old, is forgotten.
 */
export function keptProfileEdit(userId: string): Partial<UpdateProfileInput> | undefined {
  const kept = keptInTab(key) as Partial<Kept> | null | undefined;
  if (
    !kept ||
    !keptRecently(kept.at, keptMs) ||
    kept.userId !== userId ||
    typeof kept.values !== "object" ||
    kept.values === null
  ) {
    forgetProfileEdit();
    return undefined;
  }
  const { firstName, lastName, language } = kept.values as Record<string, unknown>;
  return {
    ...(typeof firstName === "string" && { firstName }),
    ...(typeof lastName === "string" && { lastName }),
    ...(isLanguage(language) && { language }),
  };
}

/** Once the change is saved or cancelled, and at logout (forgetDrafts). */
export function forgetProfileEdit() {
  forgetInTab(key);
}
