import { useParams } from "react-router";
import { defaultLanguage, isLanguage, type Language } from "../../contracts/language.ts";

/** The page's language, from the /{lang}/ prefix of the URL. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : defaultLanguage;
}

/** Builds a path in the current language: `href('programme')` → `/el/programme`. */
export function useLocalizedPath() {
  const lang = useLanguage();
  return (page: string) => `/${lang}/${page.replace(/^\//, "")}`;
}
