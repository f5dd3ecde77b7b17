import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../app/use-language.ts";

/**
 * The 404 page. The language layout shows it for an unknown language, so it is part of the
 * layout's code (one chunk with it) rather than only the not-found route's module.
 */
export function NotFound() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="not-found-title">
      <p className="font-serif text-6xl font-bold text-gold-700" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-semibold">
        {t("notFound.title")}
      </h1>
      <p className="mt-4 text-neutral-700">{t("notFound.message")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={href("home")}
          className="rounded-md bg-byzantine-700 px-5 py-3 font-semibold text-white hover:bg-byzantine-800"
        >
          {t("notFound.home")}
        </Link>
        <Link
          to={href("programme")}
          className="rounded-md border border-byzantine-700 px-5 py-3 font-semibold text-byzantine-700 hover:bg-byzantine-50"
        >
          {t("notFound.programme")}
        </Link>
      </div>
    </section>
  );
}
