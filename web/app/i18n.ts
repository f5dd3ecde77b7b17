import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../contracts/language.ts";
import el from "../i18n/el.json";
import en from "../i18n/en.json";

const resources = { en, el } as const;
const instances: Partial<Record<Language, i18n>> = {};

/** One i18next instance per language, so pre-rendering /en and /el pages never share state. */
export function i18nFor(language: Language): i18n {
  const existing = instances[language];
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: resources[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances[language] = instance;
  return instance;
}
