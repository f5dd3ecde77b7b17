import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { seo } from "../../app/seo.ts";
import { BookingConfirmation } from "../../features/booking/components/booking-confirmation.tsx";
import { InvalidBookingType } from "../../features/booking/components/booking-page.tsx";
import { isBookingType } from "../../features/booking/paths.ts";
import type { Route } from "./+types/booking-confirmation";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({
    lang: params.lang,
    page: `sacraments/${params.type}/booking-confirmation`,
    titleKey: "booking.titles.confirmation",
    noindex: true,
  });

export default function BookingConfirmationPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  if (!isBookingType(type)) return <InvalidBookingType message={t("booking.invalidType")} />;
  return (
    <section className="px-4 py-10">
      <BookingConfirmation type={type} />
    </section>
  );
}
