import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { type Language, languages } from "../../contracts/language.ts";
import { loadParishContent } from "../content/parish.ts";
import type { PageStrings } from "../i18n/sections.ts";

type Dictionary = Record<string, unknown>;

// The browser downloads only the page's language, and the account, booking and admin pages'
// strings only with the first such page (web/i18n/sections.ts); pre-rendering has all at hand.
const publicStrings: Record<Language, () => Promise<{ default: Dictionary }>> = {
  en: () => import("virtual:strings/en/public"),
  el: () => import("virtual:strings/el/public"),
};
const memberStrings: Record<Language, () => Promise<{ default: Dictionary }>> = {
  en: () => import("virtual:strings/en/members"),
  el: () => import("virtual:strings/el/members"),
};
const officeStrings: Record<Language, () => Promise<{ default: Dictionary }>> = {
  en: () => import("virtual:strings/en/office"),
  el: () => import("virtual:strings/el/office"),
};

// The words only some public pages use (the programme's, the contact form's): with those pages.
const pageStringModules: Record<Language, Record<PageStrings, () => Promise<{ default: Dictionary }>>> = {
  en: {
    programme: () => import("virtual:strings/en/programme"),
    contact: () => import("virtual:strings/en/contact"),
  },
  el: {
    programme: () => import("virtual:strings/el/programme"),
    contact: () => import("virtual:strings/el/contact"),
  },
};

const instances: Partial<Record<Language, i18n>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};
const membersLoading: Partial<Record<Language, Promise<void>>> = {};
const officeLoading: Partial<Record<Language, Promise<void>>> = {};
const pagesLoading: Partial<Record<`${Language}/${PageStrings}`, Promise<void>>> = {};
const pagesLoaded = new Set<`${Language}/${PageStrings}`>();

/**
 * `load`'s promise, kept under `key` so it runs once. A failed download (a dropped connection, a
 * tab left open across a deploy) is forgotten, so the next page that needs it tries again rather
 * than failing until a reload.
 */
function once<K extends string>(
  cache: Partial<Record<K, Promise<void>>>,
  key: K,
  load: () => Promise<void>,
): Promise<void> {
  const kept = cache[key];
  if (kept) return kept;
  const started = load().catch((error: unknown) => {
    delete cache[key];
    throw error;
  });
  cache[key] = started;
  return started;
}

function createInstance(language: Language, dictionary: Dictionary) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: dictionary } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key the loaded strings lack would show as the key itself: say so where tests look.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => console.error(`missing string ${language}:${key}`),
  });
  instances[language] = instance;
}

export function isLanguageLoaded(language: Language): boolean {
  return instances[language] !== undefined;
}

/** Fetches a language's public strings and parish content once (before hydration, or when a page switches language). */
export function loadLanguage(language: Language): Promise<void> {
  if (instances[language]) return Promise.resolve();
  return once(loading, language, () =>
    Promise.all([publicStrings[language](), loadParishContent(language)]).then(([strings]) =>
      createInstance(language, strings.default),
    ),
  );
}

/** Fetches one part of a language's strings and adds it to the language, loaded first if need be. */
function addStrings(language: Language, part: () => Promise<{ default: Dictionary }>): Promise<void> {
  return Promise.all([part(), loadLanguage(language)]).then(([strings]) => {
    i18nFor(language).addResourceBundle(language, "translation", strings.default, true, true);
  });
}

/** Adds the account, booking and admin pages' strings to a loaded language, once (the pages' parts among them). */
export function loadMemberStrings(language: Language): Promise<void> {
  return once(membersLoading, language, () =>
    addStrings(language, memberStrings[language]).then(() => {
      for (const part of Object.keys(pageStringModules[language]) as PageStrings[]) {
        pagesLoaded.add(`${language}/${part}`);
      }
    }),
  );
}

let aDownloadFailed = false;

/**
 * Runs a loader's download of strings. The first failure is thrown, so the page says what went
 * wrong and the visitor stays where they were. Some browsers (Chromium 150) keep a failed module
 * download for the life of the page, so trying it again could never succeed: a later failure loads
 * `url` as a whole new page instead, as React Router does when a page's own code fails to load.
 */
export async function loadOrReload(load: () => Promise<void>, url: string): Promise<void> {
  try {
    await load();
  } catch (error) {
    if (!aDownloadFailed) {
      aDownloadFailed = true;
      throw error;
    }
    window.location.assign(url);
    await new Promise<never>(() => {});
  }
}

/** Adds the church office's pages' strings to a loaded language, once. */
export function loadOfficeStrings(language: Language): Promise<void> {
  return once(officeLoading, language, () => addStrings(language, officeStrings[language]));
}

export function arePageStringsLoaded(language: Language, part: PageStrings): boolean {
  return pagesLoaded.has(`${language}/${part}`);
}

/** Adds a part of the public pages' strings to a language, once (before hydration, or before the page renders). */
export function loadPageStrings(language: Language, part: PageStrings): Promise<void> {
  const key = `${language}/${part}` as const;
  return once(pagesLoading, key, () =>
    addStrings(language, pageStringModules[language][part]).then(() => {
      pagesLoaded.add(key);
    }),
  );
}

if (import.meta.env.SSR) {
  // Pre-rendering renders both languages synchronously: have both ready before the first page.
  await Promise.all(
    languages.flatMap((language) => [loadMemberStrings(language), loadOfficeStrings(language)]),
  );
}

/** One i18next instance per language, so pre-rendering /en and /el pages never share state. */
export function i18nFor(language: Language): i18n {
  const instance = instances[language];
  if (!instance) throw new Error(`strings for ${language} are not loaded yet`);
  return instance;
}
