import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { forgetInTab, keepInTab, keptInTab, keptRecently } from "../../app/tab-storage.ts";

/**
 * The language switch loads the page again in the other language (language-switcher.tsx). A form
 * half filled in would come back empty: the forms that opt in hand their values over to the new
 * page through session storage, once. Nothing stays stored: the new page takes them out at once.
 */
const switching = "parish:language-switch";
const prefix = "kept-on-language-switch:";

/** Called by the language switch just before it leaves the page. */
export function announceLanguageSwitch() {
  window.dispatchEvent(new Event(switching));
}

/** Runs `hand` just before the language switch leaves the page; answers how to stop listening. */
export function onLanguageSwitch(hand: () => void) {
  window.addEventListener(switching, hand);
  return () => window.removeEventListener(switching, hand);
}

/**
 * A form the family had already sent and was told to correct comes back in the other language
 * still saying what to correct (family review, session 44: the messages and their summary went
 * with the switch while the wrong values stayed). Checked as a submit would, without sending: a
 * form that passes shows nothing.
 */
export function checkAgain<T extends FieldValues>(form: UseFormReturn<T>) {
  void form.handleSubmit(() => undefined)();
}

/** Whether `form` was sent and refused: what a language switch hands over as `checked`. */
export function wasRefused<T extends FieldValues>(form: UseFormReturn<T>) {
  return form.formState.submitCount > 0 && !form.formState.isSubmitSuccessful;
}

/** A hand-over the new page did not take at once (it asked for a login first) is not for later. */
const handOverMs = 60_000;

function takeKept(key: string): { values: Record<string, unknown>; checked: boolean } | undefined {
  const kept = keptInTab(prefix + key) as
    | { at?: unknown; values?: unknown; checked?: unknown }
    | null
    | undefined;
  forgetInTab(prefix + key);
  const values = kept?.values;
  return keptRecently(kept?.at, handOverMs) && values && typeof values === "object" && !Array.isArray(values)
    ? { values: values as Record<string, unknown>, checked: kept?.checked === true }
    : undefined;
}

/**
 * Keeps what was typed into `form` across a switch of language. `key` names the form (two forms
 * on one page need two keys); `enabled` false where the values are not to be kept: a form that
 * edits something already saved (the new page starts from what was saved), a series already made.
 * Only the form's own fields come back.
 */
export function useKeepOnLanguageSwitch<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string,
  enabled = true,
) {
  useEffect(() => {
    if (!enabled) return;
    const kept = takeKept(key);
    if (kept) {
      const current: Record<string, unknown> = form.getValues();
      const own = Object.fromEntries(Object.entries(kept.values).filter(([name]) => name in current));
      form.reset({ ...current, ...own } as T, { keepDefaultValues: true });
      if (kept.checked) checkAgain(form);
    }
    // Storage full or refused: the new page starts empty, as it did before.
    return onLanguageSwitch(() =>
      keepInTab(prefix + key, {
        at: Date.now(),
        values: form.getValues(),
        checked: wasRefused(form),
      }),
    );
  }, [enabled, form, key]);
}
