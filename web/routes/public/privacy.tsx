import { useTranslation } from "react-i18next";
import { useLanguage } from "../../app/use-language.ts";
import { privacyContent } from "../../content/privacy.ts";
import { publicPageMeta } from "../../features/public/meta.ts";
import { PageHeading, Prose } from "../../features/public/page-hero.tsx";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ params }) => publicPageMeta("privacy", params.lang);

export default function PrivacyPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const privacy = privacyContent[language];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading>{privacy.heading}</PageHeading>
      <p className="mt-2 text-sm text-neutral-700">
        {t("privacyPage.lastUpdated", { date: privacy.lastUpdatedText })}
      </p>
      <p className="mt-4 text-lg leading-relaxed text-neutral-800">{privacy.intro}</p>
      {privacy.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          <Prose paragraphs={section.paragraphs} />
        </section>
      ))}
    </article>
  );
}
