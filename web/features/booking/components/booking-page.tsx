import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "../../../app/use-language.ts";
import { buttonClass } from "../../../components/ui/button.tsx";

/** The frame of every booking page: one h1, an optional lead paragraph, the content. */
export function BookingPage({
  title,
  lead,
  children,
  wide,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`mx-auto px-4 py-8 sm:py-10 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>
      <h1
        id="booking-page-title"
        className="font-serif text-3xl font-semibold text-byzantine-900 sm:text-4xl"
      >
        {title}
      </h1>
      {lead && <p className="mt-3 max-w-2xl text-lg leading-relaxed text-neutral-800">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** 'Please select a valid booking type.' for a type the site does not know. */
export function InvalidBookingType({ message }: { message: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <BookingPage title={t("booking.book.title")}>
      <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-lg">
        {message}
      </p>
      <Link to={`/${language}/book`} className={`mt-6 ${buttonClass("primary")}`}>
        {t("booking.book.chooseService")}
      </Link>
    </BookingPage>
  );
}
