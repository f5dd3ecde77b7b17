import { use } from "react";
import { I18nextProvider } from "react-i18next";
import { Outlet, useParams } from "react-router";
import { isLanguage } from "../../contracts/language.ts";
import { i18nFor, isLanguageLoaded, loadLanguage } from "../app/i18n.ts";
import { SiteShell } from "../components/layout/site-shell.tsx";
import { SessionProvider } from "../features/auth/session.tsx";
import { NotFound } from "../features/public/not-found.tsx";

export default function LangLayout() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : "en";
  // A client-side move to the other language waits for its strings (a first load never does).
  if (!isLanguageLoaded(language)) use(loadLanguage(language));
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <SessionProvider>
        <SiteShell>{isLanguage(lang) ? <Outlet /> : <NotFound />}</SiteShell>
      </SessionProvider>
    </I18nextProvider>
  );
}
