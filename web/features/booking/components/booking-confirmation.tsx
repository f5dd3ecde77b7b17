import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { BookingType } from "../../../../contracts/booking.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { buttonClass } from "../../../components/ui/button.tsx";
import { calendarUrl, isBookingType } from "../paths.ts";

/** 'Thank you!', what happens next, the calendar file and the way home. */
export function BookingConfirmation({ type: fixedType }: { type?: BookingType }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get("id");
  const queryType = params.get("type");
  const type: BookingType | undefined = fixedType ?? (isBookingType(queryType) ? queryType : undefined);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 rounded-lg border border-gold-500 bg-cream p-6 sm:p-8">
      <h1 className="font-serif text-3xl font-semibold text-byzantine-900">
        {t("booking.confirmation.title")}
      </h1>
      <p className="text-lg">
        {type
          ? // A sentence of its own for each sacrament: Greek declines the name («για γάμο»).
            t(`booking.confirmation.submitted.${type}`)
          : t("booking.confirmation.submittedAny")}
      </p>
      <h2 className="font-serif text-xl font-semibold">{t("booking.confirmation.nextHeading")}</h2>
      <ol className="list-decimal space-y-2 pl-6">
        <li>{t("booking.confirmation.nextMail")}</li>
        <li>{t("booking.confirmation.nextOffice")}</li>
        <li>{t("booking.confirmation.nextDashboard")}</li>
      </ol>
      <div className="flex flex-wrap gap-3">
        {id && (
          <a href={calendarUrl(id)} download className={buttonClass("secondary")}>
            {t("booking.calendar.add")}
          </a>
        )}
        <Link to={`/${language}/dashboard`} className={buttonClass("secondary")}>
          {t("booking.confirmation.myBookings")}
        </Link>
        <Link to={`/${language}/home`} className={buttonClass("primary")}>
          {t("booking.confirmation.home")}
        </Link>
      </div>
    </div>
  );
}
