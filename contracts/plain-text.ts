/**
 * What people type into a form never holds control characters (NUL, escape, backspace, C1),
 * direction overrides and isolates (which make a name read as another: "Βασίλης‮gnp.exe"), or a
 * half of a surrogate pair; a one-line field holds no line break or tab either. Refused, not
 * silently cleaned, so what the office reads is what the family typed.
 */
const hidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
const lineBreak = /[\t\n\r\u0085\u2028\u2029]/u;
/** Spaces and the characters that draw nothing (zero-width, the Braille and Hangul blanks, soft hyphen). */
const blank = /^[\s\u00AD\u115F\u1160\u200B-\u200D\u2060\u2800\u3164\uFEFF]*$/u;

export function hasHiddenCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return hidden.test(value) || (!options.multiline && lineBreak.test(value));
}

/** True when nothing in `value` would be seen: a "required" field filled with zero-width spaces is empty. */
export function looksEmpty(value: string): boolean {
  return blank.test(value);
}
