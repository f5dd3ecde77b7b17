import { redirect } from "react-router";
import { languageFromAcceptHeader } from "../../contracts/language.ts";

/** The server redirects `/` itself; this covers the dev server and a cached shell. */
export async function clientLoader() {
  const remembered = document.cookie.match(/(?:^|; )lang=(en|el)/)?.[1];
  return redirect(`/${remembered ?? languageFromAcceptHeader(navigator.languages.join(","))}/home`);
}

export default function RootRedirect() {
  return null;
}
