import { use } from "react";
import { I18nextProvider } from "react-i18next";
import { Outlet, useLocation, useParams } from "react-router";
import { isLanguage } from "../../contracts/language.ts";
import {
  arePageStringsLoaded,
  i18nFor,
  isLanguageLoaded,
  loadLanguage,
  loadPageStrings,
} from "../app/i18n.ts";
import { SiteShell } from "../components/layout/site-shell.tsx";
import { SessionProvider } from "../features/auth/session.tsx";
import { NotFound } from "../features/public/not-found.tsx";
import { pageStringsOf } from "../i18n/sections.ts";

export default function LangLayout() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : "en";
  // A client-side move to the other language, or to a page with words of its own (the programme's,
  // the contact form's), waits for them; a first load never does (entry.client fetched them).
  // The page's part loads the language's common strings with it, in parallel.
  const { pathname } = useLocation();
  const part = isLanguage(lang) ? pageStringsOf(pathname) : undefined;
  if (part && !arePageStringsLoaded(language, part)) use(loadPageStrings(language, part));
  else if (!isLanguageLoaded(language)) use(loadLanguage(language));
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <SessionProvider>
        <SiteShell>{isLanguage(lang) ? <Outlet /> : <NotFound />}</SiteShell>
      </SessionProvider>
    </I18nextProvider>
  );
}
