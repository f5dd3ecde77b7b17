import { redirect } from "react-router";
import { isLanguage } from "../../contracts/language.ts";
import type { Route } from "./+types/lang-index";

/**
 * /en and /el lead to their home page. Any other first part (/index.html, which an old cache may
 * still hold as the shell) is no page: the layout shows the not-found page, these tags say so.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return isLanguage(params.lang) ? redirect(`/${params.lang}/home`) : null;
}

export const meta: Route.MetaFunction = ({ params }) =>
  isLanguage(params.lang)
    ? []
    : [{ title: "Page not found · Η σελίδα δεν βρέθηκε" }, { name: "robots", content: "noindex" }];

export default function LangIndex() {
  return null;
}
