import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Booking, bookingNames, bookingTypes, liveStatuses } from "../../../../contracts/booking.ts";
import { api, failureMessage } from "../../../app/api-client.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { AppDialog } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import { useFocusAfterRender } from "../../../components/ui/use-focus-after-render.ts";
import { slotDate, slotTime } from "../format.ts";
import { calendarUrl } from "../paths.ts";
import { BookingDetails } from "./booking-details.tsx";
import { KeptDates, startLabel } from "./kept-dates.tsx";

const statusStyle: Record<Booking["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-green-100 text-green-900",
  declined: "bg-red-100 text-red-900",
  cancelled: "bg-neutral-200 text-neutral-800",
};

/** 'Your Bookings': each booking as a card, cancel with a confirmation, add to calendar. */
export function MyBookings() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [bookings, setBookings] = useState<Booking[]>();
  const [failed, setFailed] = useState(false);
  const [cancelling, setCancelling] = useState<Booking>();
  const [busy, setBusy] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  // Which booking a card's button acts on, in its name: a screen reader's list of buttons shows
  // no card around it.
  const which = (booking: Booking) =>
    t("booking.dashboard.which", {
      service: t(`booking.services.${booking.type}`),
      date: slotDate(booking.startsAt, language),
      time: slotTime(booking.startsAt, language),
    });

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setBookings(await api<Booking[]>("/api/bookings/my-bookings"));
    } catch (error) {
      setFailed(true);
      toast.error(failureMessage(error, t("booking.dashboard.loadFailed"), t));
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      const updated = await api<Booking>(`/api/bookings/${cancelling.id}/cancel`, { method: "POST" });
      setBookings((current) => current?.map((booking) => (booking.id === updated.id ? updated : booking)));
      toast.success(t("booking.dashboard.cancelled"));
      setCancelling(undefined);
      // Its Cancel button is gone, so the dialog cannot give the focus back to it: to the card.
      focusAfterRender(`booking-${updated.id}-title`);
    } catch (error) {
      toast.error(failureMessage(error, t("booking.dashboard.cancelFailed"), t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <KeptDates />
      <div id="booking-start-links" tabIndex={-1} className="flex flex-wrap gap-3">
        {/* A chrismation too: it was reached from the Sacraments page only. */}
        {bookingTypes.map((type) => (
          <Link key={type} to={`/${language}/booking/${type}`} className={buttonClass("primary")}>
            {t(startLabel[type])}
          </Link>
        ))}
      </div>
      {failed && (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4">
          <p>{t("booking.dashboard.loadFailed")}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void load()}>
            {t("booking.slots.retry")}
          </Button>
        </div>
      )}
      {!bookings && !failed && <p role="status">{t("booking.dashboard.loading")}</p>}
      {bookings?.length === 0 && (
        <p className="rounded-md bg-cream p-4 text-lg">{t("booking.dashboard.empty")}</p>
      )}
      {bookings && bookings.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {bookings.map((booking) => (
            <li
              key={booking.id}
              className="flex flex-col gap-2 rounded-lg border border-neutral-300 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2
                  id={`booking-${booking.id}-title`}
                  tabIndex={-1}
                  aria-describedby={`booking-${booking.id}-status`}
                  className="font-serif text-xl font-semibold text-byzantine-900"
                >
                  {t(`booking.services.${booking.type}`)}
                </h2>
                <span
                  id={`booking-${booking.id}-status`}
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${statusStyle[booking.status]}`}
                >
                  {t(`booking.statuses.${booking.status}`)}
                </span>
              </div>
              <p className="font-semibold wrap-anywhere">{bookingNames(booking.type, booking.details)}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="font-semibold">{t("booking.fields.date")}</dt>
                <dd>{slotDate(booking.startsAt, language)}</dd>
                <dt className="font-semibold">{t("booking.fields.time")}</dt>
                <dd>{slotTime(booking.startsAt, language)}</dd>
              </dl>
              {/* The office's reason for declining or cancelling (it is in their mail too). */}
              {booking.declineReason && (
                <p className="text-sm text-red-900">
                  {t("booking.dashboard.declineReason", { reason: booking.declineReason })}
                </p>
              )}
              {booking.status === "pending" && (
                <p className="text-sm text-neutral-700">{t("booking.dashboard.pendingNote")}</p>
              )}
              {/* What the family sent, to check before the day (families' review: once sent, a
                  request could not be read again). Native disclosure: keyboard and screen
                  readers know it, and the answers stay out of sight until asked for. */}
              <details>
                <summary
                  aria-describedby={`booking-${booking.id}-title`}
                  className="w-fit cursor-pointer rounded py-2 font-semibold text-byzantine-800 underline underline-offset-2"
                >
                  {t("booking.dashboard.showDetails")}
                </summary>
                <div className="mt-2 flex flex-col gap-3">
                  <BookingDetails
                    type={booking.type}
                    details={booking.details}
                    startsAt={booking.startsAt}
                    columns={1}
                  />
                  {liveStatuses.includes(booking.status) && (
                    <p className="text-sm">
                      {t("booking.dashboard.changeNote")}{" "}
                      <Link
                        to={`/${language}/contact-us`}
                        className="font-semibold text-byzantine-800 underline"
                      >
                        {t("booking.dashboard.contactOffice")}
                      </Link>
                    </p>
                  )}
                </div>
              </details>
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                {liveStatuses.includes(booking.status) && (
                  <a
                    href={calendarUrl(booking.id)}
                    download
                    className={buttonClass("secondary")}
                    aria-label={`${t("booking.calendar.add")}: ${which(booking)}`}
                  >
                    {t("booking.calendar.add")}
                  </a>
                )}
                {booking.cancellable && (
                  <Button
                    variant="dangerOutline"
                    onClick={() => setCancelling(booking)}
                    aria-label={`${t("booking.dashboard.cancel")}: ${which(booking)}`}
                  >
                    {t("booking.dashboard.cancel")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <AppDialog
        isOpen={Boolean(cancelling)}
        onOpenChange={(open) => {
          if (!open && !busy) setCancelling(undefined);
        }}
        role="alertdialog"
        title={t("booking.dashboard.cancelTitle")}
      >
        {cancelling && (
          <p>
            {t("booking.dashboard.cancelText", {
              service: t(`booking.servicesInSentence.${cancelling.type}`),
              date: slotDate(cancelling.startsAt, language),
              time: slotTime(cancelling.startsAt, language),
            })}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setCancelling(undefined)} disabled={busy}>
            {t("booking.dashboard.keep")}
          </Button>
          <Button variant="danger" onClick={() => void cancel()} disabled={busy}>
            {busy ? t("booking.dashboard.cancelling") : t("booking.dashboard.confirmCancel")}
          </Button>
        </div>
      </AppDialog>
    </div>
  );
}
