/**
 * What people type into a form never holds control characters (NUL, escape, backspace, C1),
 * direction overrides and isolates (which make a name read as another: "Βασίλης‮gnp.exe"), or a
 * half of a surrogate pair; a one-line field holds no line break or tab either. Refused, not
 * silently cleaned, so what the office reads is what the family typed.
 *
 * `hidden`: controls (C0 with tab and line breaks, DEL, C1), halves of surrogate pairs, direction
 * overrides and isolates.
 */
const hidden = /\p{Cc}|\p{Cs}|[\u202A-\u202E\u2066-\u2069]/gu;
const separators = /[\u2028\u2029]/u;
const multilineAllowed = new Set(["\t", "\n", "\r"]);
/**
 * Spaces and the characters that draw nothing (zero-width, the Braille and Hangul blanks, soft
 * hyphen), and combining marks with no letter to sit on (a "name" of two accents).
 */
const unseen = "\\p{M}\\u00AD\\u115F\\u1160\\u200B-\\u200D\\u2060\\u2800\\u3164\\uFEFF";
const blank = new RegExp(`^[\\s${unseen}]*$`, "u");
const unseenCharacters = new RegExp(`[${unseen}]`, "gu");

/**
 * How many characters of `value` would be seen (spaces count, as a reader counts them): fifteen
 * zero-width spaces were a contact message "at least 15 characters long" (API review, session 44).
 */
export function visibleLength(value: string): number {
  return [...value.replace(unseenCharacters, "")].length;
}

/**
 * A telephone number as people write it: at least six of digits, spaces (pasted no-break, thin
 * and narrow no-break spaces too) and ( ) -, after an optional +. Not "\s", which let tabs, line breaks and form feeds in.
 */
export const telephonePattern = /^\+?[\d \u00A0\u2009\u202F()-]{6,}$/;
/** The same, or nothing, for a field that may be left empty. */
export const optionalTelephonePattern = /^(\+?[\d \u00A0\u2009\u202F()-]{6,})?$/;

export function hasHiddenCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  const found = value.match(hidden) ?? [];
  if (options.multiline) return found.some((char) => !multilineAllowed.has(char));
  return found.length > 0 || separators.test(value);
}

/** True when nothing in `value` would be seen: a "required" field filled with zero-width spaces is empty. */
export function looksEmpty(value: string): boolean {
  return blank.test(value);
}
