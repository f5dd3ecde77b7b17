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
 * Of those, the church office's pages' alone (web/routes/admin/admin-layout.tsx fetches them): a
 * family's booking form does not download the office's lists and dialogs, a third of the members'
 * words.
 */
export const officeSections = ["admin"];

/**
 * Sections only some public pages use, fetched with the first of them (before it renders, and with
 * the page's other strings on a first load): the programme's words with the home, programme and
 * calendar pages, the contact form's with the contact page. A section's `title` stays with every
 * page, since a page's title is read before its words arrive. The member pages get them all.
 */
export const pageSections = {
  programme: ["programme", "calendarPage", "home"],
  contact: ["contact", "validation", "forms"],
} as const;
export type PageStrings = keyof typeof pageSections;

/** The public pages (their path under /{lang}/) that need a part of `pageSections`. */
const pageStrings: Partial<Record<string, PageStrings>> = {
  home: "programme",
  programme: "programme",
  calendar: "programme",
  "contact-us": "contact",
};

/**
 * The part of the strings the page at `pathname` needs beyond every page's, if any: only
 * /{lang}/{page} itself (a longer path is another page or none), and only the pages named above
 * (not a name every object has, such as /en/constructor).
 */
export function pageStringsOf(pathname: string): PageStrings | undefined {
  const [, , page, ...rest] = pathname.split("/");
  if (page === undefined || rest.some(Boolean)) return undefined;
  return Object.hasOwn(pageStrings, page) ? pageStrings[page] : undefined;
}

/**
 * Sections only the server uses: no page downloads them. `apiErrors` are the API's refusals, which
 * reach the browser already in the caller's language (the body's `message`); `httpErrors` its
 * answers to requests Node could not even read, before any route.
 */
export const serverSections = ["apiErrors", "httpErrors"];
