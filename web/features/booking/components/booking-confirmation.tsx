import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type Booking, type BookingType, bookingNames } from "../../../../contracts/booking.ts";
import { ApiError, api } from "../../../app/api-client.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useLoginPath } from "../../auth/guards.tsx";
import { GuardLoading } from "../../auth/require.tsx";
import { slotDate, slotTime } from "../format.ts";
import { calendarUrl, isBookingType } from "../paths.ts";

/**
 * The request the page confirms, read from the server each time the page opens (nothing is kept
 * in the browser's history, where a reload or Back after logging out would show it again):
 * `missing` when there is none to show (no id, not this account's, deleted); `unknown` when the
 * server could not be asked (the thanks are then shown without the summary). Someone logged out
 * is sent to log in, and back here.
 */
function useConfirmedBooking(id: string | null) {
  const navigate = useNavigate();
  const loginHere = useLoginPath()();
  const [found, setFound] = useState<{ id: string; booking: Booking | "missing" | "unknown" }>();
  useEffect(() => {
    if (!id) return;
    let current = true;
    api<Booking>(`/api/bookings/${encodeURIComponent(id)}`).then(
      (booking) => current && setFound({ id, booking }),
      (error) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) {
          navigate(loginHere, { replace: true });
          return;
        }
        const missing = error instanceof ApiError && [400, 403, 404].includes(error.status);
        setFound({ id, booking: missing ? "missing" : "unknown" });
      },
    );
    return () => {
      current = false;
    };
  }, [id, navigate, loginHere]);
  if (!id) return "missing";
  return found?.id === id ? found.booking : undefined;
}

/** 'Thank you!', the request's date and status, what happens next, the calendar file and the way home. */
export function BookingConfirmation({ type: fixedType }: { type?: BookingType }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get("id");
  const booking = useConfirmedBooking(id);
  const queryType = params.get("type");
  const named: BookingType | undefined = fixedType ?? (isBookingType(queryType) ? queryType : undefined);
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

  if (booking === undefined) return <GuardLoading label={t("common.loading")} />;
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
  // The request's own sacrament, whatever the address says.
  const type = sent?.type ?? named;
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
