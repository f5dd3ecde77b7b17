import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { seo } from "../../app/seo.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useSession } from "../../features/auth/session.tsx";
import type { Route } from "./+types/unauthorized";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "unauthorized", titleKey: "account.titles.unauthorized", noindex: true });

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const session = useSession();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold text-byzantine-900">
        {t("account.unauthorized.title")}
      </h1>
      <p className="mt-4 text-lg text-neutral-800">{t("account.unauthorized.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {session.user ? (
          <Link to={href("dashboard")} className={buttonClass("primary")}>
            {t("account.unauthorized.toDashboard")}
          </Link>
        ) : (
          <Link to={href("login")} className={buttonClass("primary")}>
            {t("account.logIn")}
          </Link>
        )}
        <Link to={href("home")} className={buttonClass("secondary")}>
          {t("account.toHome")}
        </Link>
      </div>
    </section>
  );
}
