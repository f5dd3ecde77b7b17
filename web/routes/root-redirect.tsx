import { redirect } from "react-router";
import { isLanguage, languageCookieName, languageFromAcceptHeader } from "../../contracts/language.ts";

/** The server redirects `/` itself; this covers the dev server and a cached shell. */
export async function clientLoader() {
  const remembered = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${languageCookieName}=`))
    ?.slice(languageCookieName.length + 1);
  return redirect(
    `/${isLanguage(remembered) ? remembered : languageFromAcceptHeader(navigator.languages.join(","))}/home`,
  );
}

export default function RootRedirect() {
  return null;
}
