import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { images, parishContent } from "../../content/parish.ts";
import { publicPageMeta } from "../../features/public/meta.ts";
import { PageHeading, PageHero, Prose } from "../../features/public/page-hero.tsx";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = ({ params }) => publicPageMeta("about-us", params.lang);

export default function AboutUsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const content = parishContent[language];
  const people = [
    { person: content.archbishop, image: images.archbishop },
    { person: content.priest, image: images.priest },
  ];
  return (
    <>
      <PageHero image={images.heroChurch} alt={content.aboutUs.heroAlt} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <PageHeading>{content.aboutUs.heading}</PageHeading>
        <Prose paragraphs={content.aboutUs.paragraphs} />
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2">
          {people.map(({ person, image }) => (
            <li key={person.name}>
              <figure className="text-center">
                <img
                  src={person.photo}
                  alt={person.photoAlt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="mx-auto aspect-square w-48 max-w-full rounded-full border-4 border-gold-100 object-cover"
                />
                <figcaption className="mt-3">
                  <span className="block font-serif text-lg font-semibold text-byzantine-900">
                    {person.formalName}
                  </span>
                  <span className="block text-sm text-gold-700">{person.title}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <aside className="mt-10 rounded-lg border-l-4 border-gold-500 bg-cream p-5">
          <p className="leading-relaxed">{content.aboutUs.contactInvitation}</p>
          <Link
            to={href("contact-us")}
            className="mt-4 inline-block max-w-full rounded-md bg-byzantine-700 px-5 py-2.5 font-semibold wrap-anywhere text-white hover:bg-byzantine-800"
          >
            {t("about.contactButton")}
          </Link>
        </aside>
      </article>
    </>
  );
}
