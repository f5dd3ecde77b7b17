import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { type Booking, type BookingType, bookingNames } from "../../../../contracts/booking.ts";
import { ApiError, api } from "../../../app/api-client.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { buttonClass } from "../../../components/ui/button.tsx";
import { slotDate, slotTime } from "../format.ts";
import { calendarUrl, isBookingType } from "../paths.ts";

/** What the review page hands over with the move here, so a fresh request needs no second fetch. */
export type ConfirmationState = { booking: Booking };

/**
 * The request the page confirms: handed over by the review page, else read from the server (a
 * reload, a bookmark). `missing` when there is none to show (no id, not this account's, deleted);
 * `unknown` when the server could not be asked (the thanks are then shown without the summary).
 */
function useConfirmedBooking(id: string | null) {
  const handed = (useLocation().state as ConfirmationState | null)?.booking;
  const [booking, setBooking] = useState<Booking | "missing" | "unknown" | undefined>(
    handed && handed.id === id ? handed : id ? undefined : "missing",
  );
  useEffect(() => {
    if (!id || booking !== undefined) return;
    let current = true;
    api<Booking>(`/api/bookings/${encodeURIComponent(id)}`).then(
      (found) => current && setBooking(found),
      (error) => {
        const missing = error instanceof ApiError && [400, 401, 403, 404].includes(error.status);
        if (current) setBooking(missing ? "missing" : "unknown");
      },
    );
    return () => {
      current = false;
    };
  }, [id, booking]);
  return booking;
}

/** 'Thank you!', the request's date and status, what happens next, the calendar file and the way home. */
export function BookingConfirmation({ type: fixedType }: { type?: BookingType }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get("id");
  const booking = useConfirmedBooking(id);
  const queryType = params.get("type");
  const type: BookingType | undefined = fixedType ?? (isBookingType(queryType) ? queryType : undefined);
  const frame = "mx-auto flex max-w-2xl flex-col gap-5 rounded-lg border border-gold-500 bg-cream p-6 sm:p-8";
  const heading = "font-serif text-3xl font-semibold text-byzantine-900";
  const ways = (
    <>
      <Link to={`/${language}/dashboard`} className={buttonClass("secondary")}>
        {t("booking.confirmation.myBookings")}
      </Link>
      <Link to={`/${language}/home`} className={buttonClass("primary")}>
        {t("booking.confirmation.home")}
      </Link>
    </>
  );

  if (booking === undefined) {
    return (
      <div className={frame} aria-busy="true">
        <p role="status">{t("common.loading")}</p>
      </div>
    );
  }
  if (booking === "missing") {
    return (
      <div className={frame}>
        <h1 className={heading}>{t("booking.confirmation.missingTitle")}</h1>
        <p className="text-lg">{t("booking.confirmation.missing")}</p>
        <div className="flex flex-wrap gap-3">{ways}</div>
      </div>
    );
  }
  const sent = booking === "unknown" ? undefined : booking;
  const names = sent ? bookingNames(sent.type, sent.details) : "";
  return (
    <div className={frame}>
      <h1 className={heading}>{t("booking.confirmation.title")}</h1>
      <p className="text-lg">
        {type
          ? // A sentence of its own for each sacrament: Greek declines the name («για γάμο»).
            t(`booking.confirmation.submitted.${type}`)
          : t("booking.confirmation.submittedAny")}
      </p>
      {sent && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="confirmed-request">
          <dt className="font-semibold">{t("booking.fields.date")}</dt>
          <dd>{slotDate(sent.startsAt, language)}</dd>
          <dt className="font-semibold">{t("booking.fields.time")}</dt>
          <dd>{slotTime(sent.startsAt, language)}</dd>
          {names && (
            <>
              <dt className="font-semibold">{t("booking.confirmation.for")}</dt>
              <dd className="wrap-anywhere">{names}</dd>
            </>
          )}
          <dt className="font-semibold">{t("booking.confirmation.status")}</dt>
          <dd>{t(`booking.statuses.${sent.status}`)}</dd>
        </dl>
      )}
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
        {ways}
      </div>
    </div>
  );
}
