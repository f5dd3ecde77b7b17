import { useLanguage } from "../../app/use-language.ts";
import { ourFaithContent } from "../../content/our-faith.ts";
import { publicPageMeta } from "../../features/public/meta.ts";
import { PageHeading, Prose } from "../../features/public/page-hero.tsx";
import type { Route } from "./+types/our-faith";

export const meta: Route.MetaFunction = ({ params }) => publicPageMeta("our-faith", params.lang);

export default function OurFaithPage() {
  const language = useLanguage();
  const ourFaith = ourFaithContent[language];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading>{ourFaith.heading}</PageHeading>
      <p className="mt-4 text-lg leading-relaxed text-neutral-800">{ourFaith.intro}</p>
      {ourFaith.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          <Prose paragraphs={section.paragraphs} />
        </section>
      ))}
    </article>
  );
}
