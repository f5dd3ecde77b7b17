/**
 * Readable, non-secret: tells the web app a session may exist, so visitors skip /api/auth/me.
 * Kept apart from user.ts so the first load of every page does not pull in zod for a name.
 */
export const sessionHintCookieName = "logged_in";
