import { isLanguage } from "../../../contracts/language.ts";
import { seo } from "../../app/seo.ts";
import type { PageKey } from "../../content/parish.ts";
import { parishContent } from "../../content/parish.ts";

const titleKeys: Record<PageKey, string> = {
  home: "home.title",
  "about-us": "about.title",
  "our-faith": "faith.title",
  programme: "programme.title",
  calendar: "calendarPage.title",
  sacraments: "sacramentsPage.title",
  donate: "donate.title",
  "find-us": "findUs.title",
  "contact-us": "contact.title",
  privacy: "privacyPage.title",
};

/** The meta tags of a public page: its title and the parish's own description, in the page language. */
export function publicPageMeta(page: PageKey, lang: string | undefined) {
  return seo({
    lang,
    page,
    titleKey: titleKeys[page],
    // Only a language's content is ever loaded (/index.html/home has none).
    description: isLanguage(lang) ? parishContent[lang].seo[page].description : undefined,
  });
}
