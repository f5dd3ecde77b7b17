import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { parishContent } from "../../content/parish.ts";
import { sacramentsContent } from "../../content/sacraments.ts";
import { publicPageMeta } from "../../features/public/meta.ts";
import { ObfuscatedLink } from "../../features/public/obfuscated-link.tsx";
import { PageHeading, Prose } from "../../features/public/page-hero.tsx";
import type { Route } from "./+types/sacraments";

export const meta: Route.MetaFunction = ({ params }) => publicPageMeta("sacraments", params.lang);

export default function SacramentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const { parish, officeLinks } = parishContent[language];
  const sacraments = sacramentsContent[language];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading>{sacraments.heading}</PageHeading>
      <p className="mt-4 text-lg leading-relaxed text-neutral-800">{sacraments.intro}</p>

      <aside
        aria-labelledby="office-heading"
        className="mt-6 rounded-lg border-l-4 border-gold-500 bg-cream p-5"
      >
        <h2 id="office-heading" className="text-xl font-semibold">
          {t("sacramentsPage.contactHeading")}
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 wrap-anywhere sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-neutral-700">{t("sacramentsPage.phone")}</dt>
          <dd>
            <ObfuscatedLink
              kind="tel"
              value={parish.phone.display}
              label={officeLinks.call}
              testId="office-phone"
            />
          </dd>
          <dt className="font-semibold text-neutral-700">{t("sacramentsPage.email")}</dt>
          <dd>
            <ObfuscatedLink
              kind="mailto"
              value={parish.email}
              label={officeLinks.email}
              testId="office-email"
            />
          </dd>
        </dl>
        <Link
          to={href("book")}
          className="mt-4 inline-block max-w-full rounded-md bg-byzantine-700 px-5 py-2.5 font-semibold wrap-anywhere text-white hover:bg-byzantine-800"
        >
          {t("sacramentsPage.bookOnline")}
        </Link>
      </aside>

      {sacraments.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          <Prose paragraphs={section.paragraphs} />
        </section>
      ))}
    </article>
  );
}
