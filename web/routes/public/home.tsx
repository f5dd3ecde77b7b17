import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { type ImageInfo, images, type Person, parishContent } from "../../content/parish.ts";
import { NextService } from "../../features/programme/next-service.tsx";
import { UpcomingFeasts } from "../../features/programme/upcoming-feasts.tsx";
import { publicPageMeta } from "../../features/public/meta.ts";
import { PageHero, Prose } from "../../features/public/page-hero.tsx";
import { churchJsonLd } from "../../features/public/structured-data.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ params }) => [
  ...publicPageMeta("home", params.lang),
  ...churchJsonLd(params.lang),
];

function PersonCard({
  id,
  person,
  image,
  paragraphs,
}: {
  id: string;
  person: Person;
  image: ImageInfo;
  paragraphs: string[];
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 sm:flex-row">
      <img
        src={person.photo}
        alt={person.photoAlt}
        width={image.width}
        height={image.height}
        loading="lazy"
        className="h-32 w-32 shrink-0 rounded-full border-4 border-gold-100 object-cover"
      />
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-semibold">
          {person.name}
        </h2>
        <p className="text-sm font-medium text-gold-700">{person.title}</p>
        <Prose paragraphs={paragraphs} />
      </div>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const content = parishContent[language];
  const { priest, archbishop } = content;

  return (
    <>
      <PageHero image={images.heroChurch} alt={content.home.heroAlt} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="welcome-heading">
            <h1 id="welcome-heading" className="text-3xl font-semibold sm:text-4xl">
              {content.home.heading}
            </h1>
            <Prose paragraphs={content.home.paragraphs} />
            <p className="mt-6">
              <Link
                to={href("programme")}
                className="inline-block rounded-md bg-byzantine-700 px-5 py-2.5 font-semibold text-white hover:bg-byzantine-800"
              >
                {t("home.seeSchedule")}
              </Link>
            </p>
          </section>
          <NextService />
        </div>

        <nav aria-label={t("home.quickLinks")} className="mt-12">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {Object.values(content.home.quickLinks).map((link) => (
              <li key={link.page}>
                <Link
                  to={href(link.page)}
                  className="block h-full rounded-lg border border-neutral-200 bg-white p-5 shadow-sm transition hover:border-gold-500 hover:shadow-md"
                >
                  <span className="block font-serif text-lg font-semibold text-byzantine-900">
                    {link.title}
                  </span>
                  <span className="mt-1 block text-sm text-neutral-700">{link.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-12">
          <UpcomingFeasts />
        </div>

        <div className="mt-12 grid gap-8 md:grid-cols-2">
          <PersonCard
            id="archbishop"
            person={archbishop}
            image={images.archbishop}
            paragraphs={archbishop.blurb}
          />
          <PersonCard id="priest" person={priest} image={images.priest} paragraphs={priest.bio} />
        </div>
      </div>
    </>
  );
}
