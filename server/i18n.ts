import type { FastifyRequest } from "fastify";
import i18next, { type TFunction } from "i18next";
import {
  isLanguage,
  type Language,
  languageCookieName,
  languageFromAcceptHeader,
} from "../contracts/language.ts";
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

/**
 * The language of a request's answer: its `?lang=` where one is given (the calendar feeds and the
 * programme take one, so an answer and its refusals speak the same language), else its
 * Accept-Language. Read from the query as parsed, so a refused query still has its language.
 */
export function requestLanguage(request: {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
}): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const header = request.headers["accept-language"];
  return languageFromAcceptHeader(Array.isArray(header) ? header[0] : header);
}

/**
 * The language a visitor's pages open in where the address names none: the one they last chose
 * (the language cookie), else their browser's. Also read for a request refused before its hooks
 * ran (an undecodable address), whose cookies are then not parsed yet.
 */
export function preferredLanguage(request: FastifyRequest): Language {
  const cookies = request.cookies ?? request.server.parseCookie(request.headers.cookie ?? "");
  const remembered = cookies[languageCookieName];
  if (isLanguage(remembered)) return remembered;
  return languageFromAcceptHeader(request.headers["accept-language"]);
}
