/** When this tab last logged out, for the guards (and the session, told by another tab). */
let loggedOutAt = 0;
let leftFor: string | undefined;
/**
 * Called at logout: the page left behind sends to a plain /login, not back to itself; or, after
 * the account was deleted, to `path` (the home page), where the member is going anyway.
 */
export function noteLogout(path?: string) {
  loggedOutAt = Date.now();
  leftFor = path;
}
/**
 * Where a guarded page sends the visitor it finds when that visitor has just logged out (or
 * deleted their account) here: undefined otherwise, when a session that ended is the guard's to
 * tell. Every guard asks, the booking pages' too.
 */
export function pageAfterLogout(lang: string): string | undefined {
  if (Date.now() - loggedOutAt >= 3000) return undefined;
  return leftFor ?? `/${lang}/login`;
}
