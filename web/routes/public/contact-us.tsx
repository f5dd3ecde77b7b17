import { useTranslation } from "react-i18next";
import { useLanguage } from "../../app/use-language.ts";
import { parishContent } from "../../content/parish.ts";
import { ContactForm } from "../../features/contact/contact-form.tsx";
import { publicPageMeta } from "../../features/public/meta.ts";
import { ObfuscatedLink } from "../../features/public/obfuscated-link.tsx";
import { PageHeading } from "../../features/public/page-hero.tsx";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = ({ params }) => publicPageMeta("contact-us", params.lang);

export default function ContactUsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { contactUs, parish, sacraments } = parishContent[language];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading>{contactUs.heading}</PageHeading>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-neutral-800">{contactUs.intro}</p>
      <div className="mt-8 grid gap-10 md:grid-cols-[1fr_18rem]">
        <section>
          <h2 id="contact-form-heading" className="mb-4 text-2xl font-semibold">
            {t("contact.formHeading")}
          </h2>
          <ContactForm />
        </section>
        <aside
          aria-labelledby="contact-office-heading"
          className="h-fit rounded-lg border-l-4 border-gold-500 bg-cream p-5"
        >
          <h2 id="contact-office-heading" className="text-xl font-semibold">
            {t("contact.officeHeading")}
          </h2>
          <address className="mt-2 not-italic leading-relaxed">
            {[
              parish.name,
              ...parish.address.lines.slice(1),
              `${parish.address.town} ${parish.address.postcode}`,
            ].map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <p className="mt-3">
            <ObfuscatedLink kind="tel" value={parish.phone.display} label={sacraments.callOffice} />
          </p>
          <p className="mt-1">
            <ObfuscatedLink kind="mailto" value={parish.email} label={sacraments.emailOffice} />
          </p>
        </aside>
      </div>
    </div>
  );
}
