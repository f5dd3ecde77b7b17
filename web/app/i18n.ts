import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { type Language, languages } from "../../contracts/language.ts";
import { loadParishContent } from "../content/parish.ts";

type Dictionary = Record<string, unknown>;

// The browser downloads only the page's language; pre-rendering (SSR build) has both at hand.
const lazyDictionaries = import.meta.glob<Dictionary>("../i18n/*.json", { import: "default" });

const instances: Partial<Record<Language, i18n>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};

function createInstance(language: Language, dictionary: Dictionary) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: dictionary } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances[language] = instance;
}

export function isLanguageLoaded(language: Language): boolean {
  return instances[language] !== undefined;
}

/** Fetches a language's strings and parish content once (before hydration, or when a page switches language). */
export function loadLanguage(language: Language): Promise<void> {
  if (instances[language]) return Promise.resolve();
  const load = lazyDictionaries[`../i18n/${language}.json`];
  if (!load) return Promise.reject(new Error(`no strings for ${language}`));
  loading[language] ??= Promise.all([load(), loadParishContent(language)]).then(([dictionary]) =>
    createInstance(language, dictionary),
  );
  return loading[language];
}

if (import.meta.env.SSR) {
  // Pre-rendering renders both languages synchronously: have both ready before the first page.
  await Promise.all(languages.map((language) => loadLanguage(language)));
}

/** One i18next instance per language, so pre-rendering /en and /el pages never share state. */
export function i18nFor(language: Language): i18n {
  const instance = instances[language];
  if (!instance) throw new Error(`strings for ${language} are not loaded yet`);
  return instance;
}
