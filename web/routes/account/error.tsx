import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { seo } from "../../app/seo.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import type { Route } from "./+types/error";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "error", titleKey: "account.titles.error", noindex: true });

/** Shows the message another page handed over (navigation state, or ?message= for a link). */
export default function ErrorPage() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const state = useLocation().state as { message?: unknown } | null;
  const [params] = useSearchParams();
  const fromState = typeof state?.message === "string" ? state.message : undefined;
  const message = fromState ?? params.get("message")?.slice(0, 300) ?? t("account.error.generic");
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold text-byzantine-900">{t("account.error.title")}</h1>
      <p role="alert" className="mt-4 text-lg text-neutral-800" data-testid="error-message">
        {message}
      </p>
      <Link to={href("home")} className={`${buttonClass("primary")} mt-8`}>
        {t("account.toHome")}
      </Link>
    </section>
  );
}
