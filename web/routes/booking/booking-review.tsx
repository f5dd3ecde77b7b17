import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { seo } from "../../app/seo.ts";
import { GuardLoading } from "../../features/auth/require.tsx";
import { BookingPage, InvalidBookingType } from "../../features/booking/components/booking-page.tsx";
import { BookingReview } from "../../features/booking/components/booking-review.tsx";
import { isBookingType } from "../../features/booking/paths.ts";
import { useBookingGuard } from "../../features/booking/use-booking-guard.ts";
import type { Route } from "./+types/booking-review";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({
    lang: params.lang,
    page: `sacraments/${params.type}/booking-review`,
    titleKey: "booking.titles.review",
    noindex: true,
  });

export default function BookingReviewPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const user = useBookingGuard();
  if (!isBookingType(type)) return <InvalidBookingType message={t("booking.invalidType")} />;
  if (!user) return <GuardLoading />;
  return (
    <BookingPage wide title={t(`booking.review.title.${type}`)} lead={t("booking.review.lead")}>
      <BookingReview type={type} userId={user.id} />
    </BookingPage>
  );
}
