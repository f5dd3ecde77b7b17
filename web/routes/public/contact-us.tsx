import { lazy, memo, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../app/use-language.ts";
import { parishContent } from "../../content/parish.ts";
import { publicPageMeta } from "../../features/public/meta.ts";
import { ObfuscatedLink } from "../../features/public/obfuscated-link.tsx";
import { PageHeading } from "../../features/public/page-hero.tsx";
import type { Route } from "./+types/contact-us";

// The form's code (react-hook-form and the form kit) is not needed to paint the page: the
// pre-rendered HTML already holds the form, and React takes it over when its code arrives.
// Kept out of the first load, it no longer delays the first paint on a slow phone; what is typed
// before then stays (e2e/contact.spec.ts). It is asked for as soon as this module runs, not when
// React reaches the form.
const contactForm = import("../../features/contact/contact-form.tsx");
const ContactForm = lazy(() => contactForm.then((module) => ({ default: module.ContactForm })));

/** What a visitor arriving from another page sees for the moment the form's code takes to load. */
function ContactFormPlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" className="animate-pulse space-y-5 motion-reduce:animate-none">
      <span className="sr-only">{t("contact.loading")}</span>
      {[0, 1, 2].map((field) => (
        <div key={field} className="space-y-2">
          <div className="h-5 w-32 rounded bg-neutral-200" />
          <div className="h-11 rounded bg-neutral-200" />
        </div>
      ))}
      <div className="h-36 rounded bg-neutral-200" />
    </div>
  );
}

/**
 * The boundary takes no props, so the page re-rendering does not reach it: React would drop the
 * pre-rendered form for the placeholder if the boundary changed before the form's code arrived.
 */
const LazyContactForm = memo(function LazyContactForm() {
  return (
    <Suspense fallback={<ContactFormPlaceholder />}>
      <ContactForm />
    </Suspense>
  );
});

export const meta: Route.MetaFunction = ({ params }) => publicPageMeta("contact-us", params.lang);

export default function ContactUsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { contactUs, parish, officeLinks } = parishContent[language];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading>{contactUs.heading}</PageHeading>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-neutral-800">{contactUs.intro}</p>
      <div className="mt-8 grid grid-cols-1 gap-10 md:grid-cols-[1fr_18rem]">
        <section>
          <h2 id="contact-form-heading" tabIndex={-1} className="mb-4 text-2xl font-semibold">
            {t("contact.formHeading")}
          </h2>
          {/* Without scripts the form cannot send: say so and point to the address, and hide the
              form (root.tsx) rather than let someone type a message the button will not send. */}
          <noscript>
            {import.meta.env.SSR && <p className="text-neutral-800">{t("contact.withoutScript")}</p>}
          </noscript>
          <div data-needs-script>
            <LazyContactForm />
          </div>
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
            <ObfuscatedLink kind="tel" value={parish.phone.display} label={officeLinks.call} />
          </p>
          <p className="mt-1">
            <ObfuscatedLink kind="mailto" value={parish.email} label={officeLinks.email} />
          </p>
        </aside>
      </div>
    </div>
  );
}
