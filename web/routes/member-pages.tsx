import { Outlet } from "react-router";
import { isLanguage } from "../../contracts/language.ts";
import { loadMemberStrings, loadOrReload } from "../app/i18n.ts";
import { AriaLanguage } from "../components/ui/aria-language.tsx";
import type { Route } from "./+types/member-pages";

/**
 * The account, booking and admin pages share one thing a public page does not: the words of their
 * forms and lists (web/i18n/sections.ts). Loading them here, before the page and its title render,
 * keeps them out of every public page's first load.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = isLanguage(params.lang) ? params.lang : "en";
  await loadOrReload(() => loadMemberStrings(language), request.url);
  return null;
}

/** The member pages' forms and lists speak react-aria's words in the page's language. */
export default function MemberPages() {
  return (
    <AriaLanguage>
      <Outlet />
    </AriaLanguage>
  );
}
