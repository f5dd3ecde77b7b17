import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { seo } from "../../app/seo.ts";
import { GuardLoading } from "../../features/auth/require.tsx";
import { BookingForm } from "../../features/booking/components/booking-form.tsx";
import { BookingPage, InvalidBookingType } from "../../features/booking/components/booking-page.tsx";
import { WaitingRequestsNotice } from "../../features/booking/components/waiting-requests-notice.tsx";
import { isBookingType } from "../../features/booking/paths.ts";
import { useBookingGuard } from "../../features/booking/use-booking-guard.ts";
import type { Route } from "./+types/booking-type";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: `booking/${params.type}`, titleKey: "booking.titles.form", noindex: true });

/** /booking/{type}, started from the dashboard: the same form, or the spec's invalid-type text. */
export default function BookingTypePage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const user = useBookingGuard();
  if (!user) return <GuardLoading />;
  if (!isBookingType(type)) return <InvalidBookingType message={t("booking.invalidType")} />;
  return (
    <BookingPage title={t(`booking.form.title.${type}`)} lead={t("booking.form.lead")}>
      <WaitingRequestsNotice />
      <BookingForm type={type} origin="booking-type" userId={user.id} />
    </BookingPage>
  );
}
