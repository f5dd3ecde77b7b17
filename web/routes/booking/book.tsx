import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { bookingTypes } from "../../../contracts/booking.ts";
import { seo } from "../../app/seo.ts";
import { GuardLoading } from "../../features/auth/require.tsx";
import { BookingForm } from "../../features/booking/components/booking-form.tsx";
import { BookingPage } from "../../features/booking/components/booking-page.tsx";
import { WaitingRequestsNotice } from "../../features/booking/components/waiting-requests-notice.tsx";
import { isBookingType } from "../../features/booking/paths.ts";
import { useBookingGuard } from "../../features/booking/use-booking-guard.ts";
import type { Route } from "./+types/book";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "book", titleKey: "booking.titles.book", noindex: true });

/** The generic entry: choose the service, then the very same form components as everywhere else. */
export default function BookPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const user = useBookingGuard();
  const chosen = params.get("type");
  const type = isBookingType(chosen) ? chosen : undefined;
  if (!user) return <GuardLoading />;
  return (
    <BookingPage title={t("booking.book.title")} lead={t("booking.book.lead")}>
      {/* Before the service is chosen, and read once: the form below is remade for each service. */}
      <WaitingRequestsNotice />
      <fieldset className="mb-8 rounded-lg border border-neutral-300 bg-white p-4 sm:p-6">
        <legend className="px-2 font-serif text-xl font-semibold text-byzantine-900">
          {t("booking.book.serviceType")}
        </legend>
        <div className="flex flex-wrap gap-3">
          {bookingTypes.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-neutral-400 px-4 py-2 has-[:checked]:border-byzantine-700 has-[:checked]:bg-byzantine-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-byzantine-700"
            >
              <input
                type="radio"
                name="serviceType"
                value={option}
                checked={type === option}
                onChange={() => setParams({ type: option }, { replace: true })}
                className="h-5 w-5 accent-byzantine-700"
              />
              {t(`booking.services.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {type ? (
        <BookingForm key={type} type={type} origin="book" userId={user.id} ownHeading />
      ) : (
        <p className="text-neutral-700">{t("booking.book.choose")}</p>
      )}
    </BookingPage>
  );
}
