import i18next, { type TFunction } from "i18next";
import { type Language, languageFromAcceptHeader } from "../contracts/language.ts";
import el from "../web/i18n/el.json" with { type: "json" };
import en from "../web/i18n/en.json" with { type: "json" };

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: { en: { translation: en }, el: { translation: el } },
  lng: "en",
  fallbackLng: "en",
  interpolation: { escapeValue: false },
});

const fixed: Record<Language, TFunction> = {
  en: instance.getFixedT("en"),
  el: instance.getFixedT("el"),
};

/** Translates with the same strings the web uses, so an API message reads as the page does. */
export function translate(language: Language, key: string, params?: Record<string, unknown>): string {
  return fixed[language](key, params ?? {}) as string;
}

export function requestLanguage(request: {
  headers: Record<string, string | string[] | undefined>;
}): Language {
  const header = request.headers["accept-language"];
  return languageFromAcceptHeader(Array.isArray(header) ? header[0] : header);
}
