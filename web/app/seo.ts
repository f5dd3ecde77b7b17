import type { MetaDescriptor } from "react-router";
import { isLanguage, type Language, languages } from "../../contracts/language.ts";
import { i18nFor, isLanguageLoaded } from "./i18n.ts";

export const siteUrl = __SITE_URL__;

type SeoInput = {
  lang: string | undefined;
  /** The path after /{lang}/, e.g. 'about-us'. */
  page: string;
  /** i18n key of the page title. */
  titleKey: string;
  /** The page's description, already in the page language. */
  description?: string;
  noindex?: boolean;
};

/**
 * The site's calendar feeds, each with its name's key: the programme in a page's language, and
 * the feasts in each language. The subscribe panel lists them all; the programme's pages name
 * those in their own language in <head>.
 */
export function calendarFeeds(language: Language): { key: string; path: string; language: Language }[] {
  return [
    { key: "programme.subscribe.programme", path: `/api/programme.ics?lang=${language}`, language },
    { key: "programme.subscribe.feasts", path: "/api/feasts.ics?lang=en", language: "en" },
    { key: "programme.subscribe.feastsGreek", path: "/api/feasts.ics?lang=el", language: "el" },
  ];
}

/** Title, description, canonical, hreflang alternates and Open Graph tags for one page. */
export function seo({ lang, page, titleKey, description, noindex }: SeoInput): MetaDescriptor[] {
  // A first part that is not a language is no page (the layout shows not-found): nothing to name.
  if (!isLanguage(lang)) return [];
  const language: Language = lang;
  // Strings of the other language arrive with its page load; until then keep the tags plain.
  const strings = isLanguageLoaded(language) ? i18nFor(language) : undefined;
  const t = strings ? strings.t : (key: string) => key.split(".").pop() ?? key;
  const siteName = t("meta.siteName");
  // An account, booking or admin page's title is among the strings its layout loads (ADR 010);
  // React Router may ask for the tags while they are on their way. The title is then the site's
  // name alone (asking i18next for the key would log it as missing), and the page's own once
  // the strings are here.
  const title = !strings || strings.exists(titleKey) ? `${t(titleKey)} | ${siteName}` : siteName;
  const url = `${siteUrl}/${language}/${page}`;
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:url", content: url },
    { property: "og:locale", content: language === "el" ? "el_GR" : "en_GB" },
    { property: "og:locale:alternate", content: language === "el" ? "en_GB" : "el_GR" },
    // web/public/images/og-image.png: its size lets a link preview lay out before the image arrives.
    { property: "og:image", content: `${siteUrl}/images/og-image.png` },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: t("meta.ogImageAlt") },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((alt) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alt,
      href: `${siteUrl}/${alt}/${page}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}/en/${page}` },
  ];
  if (description) {
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  if (page === "programme" || page === "calendar") {
    // The pages that show the programme name its calendar feeds in their language, for calendar
    // apps and feed readers. Relative, as the subscribe panel's links: the feeds are the serving
    // site's, whatever the build was told. Named as in the panel, whose words come with the page's.
    for (const feed of calendarFeeds(language).filter((feed) => feed.language === language)) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        type: "text/calendar",
        title: strings?.exists(feed.key) ? t(feed.key) : undefined,
        href: feed.path,
      });
    }
  }
  return tags;
}
