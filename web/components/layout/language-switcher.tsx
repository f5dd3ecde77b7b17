import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { type Language, languageCookieName, languages } from "../../../contracts/language.ts";
import { useLanguage } from "../../app/use-language.ts";
import { announceLanguageSwitch } from "../forms/keep-on-language-switch.ts";

const languagePrefix = /^\/(en|el)(?=[/?#]|$)/;

/**
 * Swaps the /en/ or /el/ prefix and keeps the rest of the path, the query and the hash. The page
 * a sign-in returns to (`?next=/en/book`) changes language too: the visitor chose the language.
 */
export function switchLanguagePath(pathname: string, search: string, hash: string, target: Language) {
  const rest = pathname.replace(languagePrefix, "");
  const query = new URLSearchParams(search);
  const next = query.get("next");
  let newSearch = search;
  if (next && languagePrefix.test(next)) {
    query.set("next", next.replace(languagePrefix, `/${target}`));
    newSearch = `?${query}`;
  }
  return `/${target}${rest || "/home"}${newSearch}${hash}`;
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  // Pre-rendered HTML knows no query, and hydration keeps the HTML's href: add it after mount.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const search = mounted ? location.search : "";
  const hash = mounted ? location.hash : "";
  const labels: Record<Language, { short: string; full: string }> = {
    en: { short: "EN", full: t("nav.switchToEnglish") },
    el: { short: "ΕΛ", full: t("nav.switchToGreek") },
  };
  return (
    <nav aria-label={t("nav.language")} className="flex items-center gap-1 text-sm">
      {languages.map((language) =>
        language === current ? (
          <span
            key={language}
            aria-current="true"
            // A phone's header keeps its room for the church's name: the page's own language
            // needs no badge there, only the way to the other one.
            className="hidden rounded-md bg-byzantine-700 px-2 py-1 font-semibold text-white sm:inline"
            title={labels[language].full}
          >
            {labels[language].short}
          </span>
        ) : (
          <Link
            key={language}
            lang={language}
            hrefLang={language}
            // A full load fetches only the new language's strings (and the spec reloads here).
            reloadDocument
            to={switchLanguagePath(location.pathname, search, hash, language)}
            onClick={(event) => {
              // A new tab or window (Ctrl, Cmd, Shift, a middle click) leaves this page as it is:
              // its form is not handed over, nor the language remembered for a tab that keeps this one.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return;
              announceLanguageSwitch();
              // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari
              document.cookie = `${languageCookieName}=${language}; path=/; max-age=31536000; samesite=lax`;
            }}
            className="rounded-md px-2 py-1 font-semibold text-byzantine-700 underline-offset-4 hover:bg-byzantine-50 hover:underline"
          >
            <span aria-hidden="true">{labels[language].short}</span>
            <span className="sr-only">{labels[language].full}</span>
          </Link>
        ),
      )}
    </nav>
  );
}
