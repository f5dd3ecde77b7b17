import { I18nProvider } from "react-aria-components";
import { Outlet } from "react-router";
import { isLanguage } from "../../contracts/language.ts";
import { loadMemberStrings } from "../app/i18n.ts";
import { useLanguage } from "../app/use-language.ts";
import type { Route } from "./+types/member-pages";

/**
 * The account, booking and admin pages share one thing a public page does not: the words of their
 * forms and lists (web/i18n/sections.ts). Loading them here, before the page and its title render,
 * keeps them out of every public page's first load.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await loadMemberStrings(isLanguage(params.lang) ? params.lang : "en");
  return null;
}

/**
 * react-aria's own words (a combo box's "7 options available") and its date fields follow the
 * page's language, not the browser's. Here, not around every page: no public page needs it and
 * it would weigh on each one's first load.
 */
export default function MemberPages() {
  const language = useLanguage();
  return (
    <I18nProvider locale={language === "el" ? "el-GR" : "en-GB"}>
      <Outlet />
    </I18nProvider>
  );
}
