/**
 * Sections of en.json / el.json that only the account, booking and admin pages use. The browser
 * fetches them with the first such page (web/routes/member-pages.tsx), so a visitor reading a
 * public page does not download the booking forms' and the office's words (about 60 % of the
 * strings). A public page that used one would show a raw key and log a missing-string error,
 * which fails the browser tests.
 */
export const memberSections = [
  "auth",
  "booking",
  "admin",
  "verify",
  "profile",
  "dataRights",
  "slotRules",
  "mail",
];

/**
 * Sections only the server uses: no page downloads them. `apiErrors` are the API's refusals, which
 * reach the browser already in the caller's language (the body's `message`); `httpErrors` its
 * answers to requests Node could not even read, before any route.
 */
export const serverSections = ["apiErrors", "httpErrors"];
