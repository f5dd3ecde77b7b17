import { useTranslation } from "react-i18next";
import { seo } from "../../app/seo.ts";
import { RequireUser } from "../../features/auth/require.tsx";
import { BookingPage } from "../../features/booking/components/booking-page.tsx";
import { MyBookings } from "../../features/booking/components/my-bookings.tsx";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "dashboard", titleKey: "booking.dashboard.title", noindex: true });

export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <BookingPage wide title={t("booking.dashboard.title")}>
        <MyBookings />
      </BookingPage>
    </RequireUser>
  );
}
