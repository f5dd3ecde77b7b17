import { useTranslation } from "react-i18next";
import { useLanguage } from "../../app/use-language.ts";
import { images, parishContent } from "../../content/parish.ts";
import { ProgrammeView } from "../../features/programme/programme-view.tsx";
import { publicPageMeta } from "../../features/public/meta.ts";
import { PageHeading, PageHero } from "../../features/public/page-hero.tsx";
import type { Route } from "./+types/programme";

export const meta: Route.MetaFunction = ({ params }) => publicPageMeta("programme", params.lang);

export default function ProgrammePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { programme } = parishContent[language];
  return (
    <>
      <PageHero image={images.programmeHero} alt={programme.heroAlt} />
      <div className="mx-auto max-w-6xl px-2 py-10 sm:px-4">
        <div className="px-2 sm:px-0">
          <PageHeading>{programme.heading}</PageHeading>
          <p className="mt-3 text-lg text-neutral-900">{t("programme.detailsBelow")}</p>
          <p className="mt-2 mb-6 text-neutral-700">{programme.intro}</p>
        </div>
        <ProgrammeView />
      </div>
    </>
  );
}
