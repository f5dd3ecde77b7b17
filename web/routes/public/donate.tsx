import { useTranslation } from "react-i18next";
import { useLanguage } from "../../app/use-language.ts";
import { parishContent } from "../../content/parish.ts";
import { CopyButton } from "../../features/public/copy-button.tsx";
import { publicPageMeta } from "../../features/public/meta.ts";
import { PageHeading, Prose } from "../../features/public/page-hero.tsx";
import type { Route } from "./+types/donate";

export const meta: Route.MetaFunction = ({ params }) => publicPageMeta("donate", params.lang);

export default function DonatePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { donate, bank } = parishContent[language];
  const rows: [string, string][] = [
    [t("donate.accountName"), bank.accountName],
    [t("donate.bank"), bank.bankName],
    [t("donate.accountNumber"), bank.accountNumber],
    [t("donate.sortCode"), bank.sortCode],
    [t("donate.branch"), bank.branch],
  ];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading>{donate.heading}</PageHeading>
      <Prose paragraphs={donate.intro} />
      <section
        aria-labelledby="bank-heading"
        className="mt-8 rounded-lg border border-neutral-200 bg-cream p-5"
      >
        <h2 id="bank-heading" className="text-xl font-semibold">
          {t("donate.bankHeading")}
        </h2>
        <dl className="mt-4 divide-y divide-neutral-200">
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="grid grid-cols-[1fr_auto] items-center gap-x-2 py-3"
              data-testid="bank-row"
            >
              <dt className="col-span-2 text-sm text-neutral-700">{label}</dt>
              <dd
                className={`min-w-0 break-words text-lg font-semibold text-neutral-900 ${/^[\d-]+$/.test(value) ? "font-mono" : ""}`}
              >
                {value}
              </dd>
              <dd>
                <CopyButton value={value} label={label} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-neutral-700">
          {t("donate.reference")}: <strong>{donate.reference}</strong>
        </p>
      </section>
      <section className="mt-8">
        <h2 className="text-2xl font-semibold">{donate.giftAid.heading}</h2>
        <Prose paragraphs={donate.giftAid.paragraphs} />
      </section>
    </article>
  );
}
