/**
 * What a page keeps for later on this tab (a booking form in progress, a profile change across a
 * login, a form across a switch of language), as JSON in session storage. Storage may be refused
 * (a privacy setting), full, absent (the server's render) or hold what an older version wrote:
 * none of these stops the page, and what cannot be read counts as nothing kept.
 */
export function keepInTab(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing kept: the page works as it did without it.
  }
}

/**
 * The value kept under `key`, not yet checked: each caller checks its own shape. One that is not
 * JSON is forgotten.
 */
export function keptInTab(key: string): unknown {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    forgetInTab(key);
    return undefined;
  }
}

export function forgetInTab(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing could be kept either.
  }
}

/** Kept less than `maxAgeMs` ago; a time in the future (a clock set back) counts the same way. */
export function keptRecently(at: unknown, maxAgeMs: number): boolean {
  return typeof at === "number" && Math.abs(Date.now() - at) < maxAgeMs;
}
