import { isLanguage } from "../../contracts/language.ts";
import { i18nFor, isLanguageLoaded } from "../app/i18n.ts";
import { NotFound } from "../features/public/not-found.tsx";
import type { Route } from "./+types/not-found";

/** The page's own language in the tab and the history ("Η σελίδα δεν βρέθηκε | Ιερός Ναός…"). */
export const meta: Route.MetaFunction = ({ params }) => {
  const strings = isLanguage(params.lang) && isLanguageLoaded(params.lang) ? i18nFor(params.lang) : undefined;
  const title = strings
    ? `${strings.t("notFound.title")} | ${strings.t("meta.siteName")}`
    : "Page not found · Η σελίδα δεν βρέθηκε";
  return [{ title }, { name: "robots", content: "noindex" }];
};

export default NotFound;
