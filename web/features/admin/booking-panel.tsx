import { useEffect, useRef, useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { AdminBooking, AuditEntry, MailStatus } from "../../../contracts/admin.ts";
import { bookingNames, isLiveAndUpcoming } from "../../../contracts/booking.ts";
import { api, failureMessage } from "../../app/api-client.ts";
import { useLanguage } from "../../app/use-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { PrintedHeading } from "../../components/ui/printed-heading.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { BookingDetails } from "../booking/components/booking-details.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { DecisionReasonDialog } from "./decision-reason-dialog.tsx";
import { listDate, listTime, longDateTime, stampDate } from "./format.ts";
import { MoveBookingDialog } from "./move-booking-dialog.tsx";
import { BreakableEmail, ErrorState, LoadingState, StatusBadge } from "./states.tsx";
import { useApiData } from "./use-api-data.ts";

type Action = "confirm" | "decline" | "cancel" | "delete" | "move";

type BookingPanelProps = {
  booking: AdminBooking;
  onClose(): void;
  /** After any change, so the list shows it: the booking changed, or is gone (not to be read again). */
  onChanged(how?: "changed" | "deleted"): void;
};

function AuditLog({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const audit = useApiData<AuditEntry[]>(`/api/bookings/${bookingId}/audit`);
  if (audit.status === "error") return <ErrorState message={t("admin.errors.load")} onRetry={audit.reload} />;
  if (!audit.data) return <LoadingState />;
  if (audit.data.length === 0) return <p className="text-neutral-700">{t("admin.audit.none")}</p>;
  const status = (value: string | null) => (value ? t(`admin.status.${value}`) : "—");
  return (
    <ol className="flex flex-col gap-2">
      {audit.data.map((entry) => (
        <li key={entry.id} className="rounded-md border border-neutral-200 p-3 text-sm">
          <p className="font-semibold">
            {t(`admin.audit.actions.${entry.action.replace("booking.", "")}`)} ·{" "}
            {/* A step that kept the status (a move) says the status once, not "Pending → Pending". */}
            {entry.beforeStatus === entry.afterStatus
              ? status(entry.afterStatus)
              : `${status(entry.beforeStatus)} → ${status(entry.afterStatus)}`}
          </p>
          <p className="text-neutral-700">
            {stampDate(entry.createdAt, language)} · {entry.actorEmail ?? t("admin.audit.unknownActor")}
          </p>
          {entry.beforeStartsAt && entry.afterStartsAt && (
            <p className="mt-1">
              {t("admin.audit.moved", {
                from: longDateTime(entry.beforeStartsAt, language),
                to: longDateTime(entry.afterStartsAt, language),
              })}
            </p>
          )}
          {entry.reason && <p className="mt-1">{t("admin.audit.reason", { reason: entry.reason })}</p>}
        </li>
      ))}
    </ol>
  );
}

/** A booking's every detail, its audit log and the office's decisions on it. */
export function BookingPanel({ booking, onClose, onChanged }: BookingPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [action, setAction] = useState<Action | null>(null);
  const [pending, setPending] = useState(false);
  // Without a mail server (no SMTP_URL) the family hears nothing of a decision: the panel and its
  // toasts say so rather than "The family has been e-mailed". Until known, the usual words.
  const mailed = useApiData<MailStatus>("/api/admin/mail").data?.sending !== false;
  // A decision takes away the button pressed, and the focus fell to Close, which on a phone sits
  // under the toast saying what was done (WCAG 2.4.11). It goes to the status once it is the new one.
  const decidedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (decidedFrom.current === null || decidedFrom.current === booking.status) return;
    decidedFrom.current = null;
    document.getElementById("booking-panel-status")?.focus();
  }, [booking.status]);

  /** Sends a decision; on success says so, closes its dialog and refreshes the list. */
  async function decide(chosen: Action, reason = "") {
    if (chosen === "confirm") await api(`/api/bookings/${booking.id}/confirm`, { method: "POST" });
    if (chosen === "decline") await api(`/api/bookings/${booking.id}/decline`, { body: { reason } });
    if (chosen === "cancel") {
      await api(`/api/admin/bookings/${booking.id}/cancel`, { body: reason ? { reason } : {} });
    }
    if (chosen === "delete") await api(`/api/bookings/${booking.id}`, { method: "DELETE" });
    const done = mailed || chosen === "delete" ? "done" : "doneNoMail";
    toast.success(t(`admin.actions.${done}.${chosen}`), { duration: 3000 });
    decidedFrom.current = booking.status;
    setAction(null);
    onChanged(chosen === "delete" ? "deleted" : "changed");
    if (chosen === "delete") onClose();
  }

  async function run(chosen: "confirm" | "delete") {
    setPending(true);
    try {
      await decide(chosen);
    } catch (error) {
      toast.error(failureMessage(error, t("admin.errors.action"), t));
      setAction(null);
      onChanged();
    } finally {
      setPending(false);
    }
  }

  /** A refused decline or cancel keeps its dialog open; the booking may have changed meanwhile. */
  async function decideWithReason(chosen: "decline" | "cancel", reason: string) {
    try {
      await decide(chosen, reason);
    } catch (error) {
      onChanged();
      throw error;
    }
  }

  // Only a booking still to come can be confirmed or cancelled; one whose time has passed can still
  // be declined (if pending) or deleted.
  const cancellable = isLiveAndUpcoming(booking);
  const names = bookingNames(booking.type, booking.details);
  return (
    // Not closed by a click beside it: a stray click lost the office's place (and react-aria's hidden
    // dismiss button, labelled «Απόρριψη» in Greek, was read out beside the Decline button).
    <ModalOverlay
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      // Printed alone (app.css): the office's sheet for the register or the priest.
      className="print-sheet fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/50 p-2 sm:p-6 print:static print:block print:overflow-visible print:bg-white print:p-0"
    >
      <Modal className="w-full max-w-3xl rounded-lg bg-white shadow-xl print:max-w-none print:shadow-none">
        <Dialog className="p-4 outline-none sm:p-6">
          {/* On paper only: whose sheet it is and when it was printed, for the register's file. */}
          <PrintedHeading
            identity={`${t(`admin.types.${booking.type}`)} — ${booking.contactName} · ${listDate(booking.startsAt, language)}, ${listTime(booking.startsAt)}`}
            printedOn={(at) => t("admin.bookings.printedOn", { date: stampDate(at, language) })}
            pageOf={t("admin.bookings.printedPage")}
          />
          {/* On a phone Close sits above the heading, which has the whole width: a long Greek
              surname beside it broke mid-word («Χατζηπαναγιωτό/πουλος»). */}
          <div className="flex flex-col-reverse items-end gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <div className="min-w-0 self-stretch sm:self-auto">
              <Heading
                slot="title"
                className="font-serif text-xl font-semibold wrap-break-word text-byzantine-900 sm:text-2xl"
              >
                {t(`admin.types.${booking.type}`)} — {booking.contactName}
              </Heading>
              {names && (
                <p className="mt-1 font-semibold wrap-anywhere">{t("admin.bookings.for", { names })}</p>
              )}
              <p className="mt-1 text-neutral-800">
                {listDate(booking.startsAt, language)}, {listTime(booking.startsAt)} ·{" "}
                {t("admin.createSlot.minutes", { count: booking.durationMinutes })}
              </p>
            </div>
            <Button variant="ghost" className="shrink-0 print:hidden" onClick={onClose}>
              {t("common.close")}
            </Button>
          </div>
          <dl className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t("admin.bookings.status")}</dt>
            <dd id="booking-panel-status" tabIndex={-1} className="w-fit rounded-md">
              <StatusBadge status={booking.status} label={t(`admin.status.${booking.status}`)} />
            </dd>
            <dt className="font-semibold">{t("admin.bookings.email")}</dt>
            <dd className="min-w-0 break-words">
              <a href={`mailto:${booking.contactEmail}`} className="text-byzantine-700 underline">
                <BreakableEmail email={booking.contactEmail} />
              </a>
            </dd>
            <dt className="font-semibold">{t("admin.bookings.language")}</dt>
            <dd>{t(`admin.languages.${booking.language}`)}</dd>
            <dt className="font-semibold">{t("admin.bookings.submitted")}</dt>
            <dd>{stampDate(booking.createdAt, language)}</dd>
            {booking.declineReason && (
              <>
                <dt className="font-semibold">
                  {t(
                    booking.status === "cancelled"
                      ? "admin.bookings.cancelReason"
                      : "admin.bookings.declineReason",
                  )}
                </dt>
                <dd>{booking.declineReason}</dd>
              </>
            )}
          </dl>
          {booking.status === "pending" && !cancellable && (
            <p className="mt-4 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3">
              {t("admin.bookings.pastPending")}
            </p>
          )}
          {!mailed && (
            <p className="mt-4 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 print:hidden">
              {t("admin.bookings.noMail")}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-3 print:hidden">
            {booking.status === "pending" && (
              <>
                {cancellable && (
                  <Button onClick={() => setAction("confirm")}>{t("admin.actions.confirm")}</Button>
                )}
                <Button variant="secondary" onClick={() => setAction("decline")}>
                  {t("admin.actions.decline")}
                </Button>
              </>
            )}
            {cancellable && (
              <>
                <Button variant="secondary" onClick={() => setAction("move")}>
                  {t("admin.move.action")}
                </Button>
                <Button variant="secondary" onClick={() => setAction("cancel")}>
                  {t("admin.actions.cancel")}
                </Button>
              </>
            )}
            <Button variant="dangerOutline" onClick={() => setAction("delete")}>
              {t("admin.actions.delete")}
            </Button>
            <Button variant="ghost" onClick={() => window.print()}>
              {t("admin.bookings.print")}
            </Button>
          </div>
          {/* Decline, Cancel and Delete all write to the family: which is which (office review). */}
          <details className="mt-3 text-sm print:hidden">
            <summary className="inline-flex min-h-6 cursor-pointer items-center text-byzantine-700 underline">
              {t("admin.actions.which.title")}
            </summary>
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-6 text-neutral-800">
              {(["decline", "move", "cancel", "delete"] as const).map((which) => (
                <li key={which}>{t(`admin.actions.which.${which}`)}</li>
              ))}
            </ul>
          </details>
          <section aria-labelledby="booking-details-heading" className="mt-6">
            <h3 id="booking-details-heading" className="mb-2 text-xl font-semibold">
              {t("admin.bookings.details")}
            </h3>
            <BookingDetails
              type={booking.type}
              details={booking.details}
              startsAt={booking.startsAt}
              headingLevel="h4"
            />
          </section>
          <section aria-labelledby="booking-audit-heading" className="mt-6">
            <h3 id="booking-audit-heading" className="mb-2 text-xl font-semibold">
              {t("admin.audit.title")}
            </h3>
            {/* A new key after each change loads the log again. */}
            <AuditLog key={booking.updatedAt} bookingId={booking.id} />
          </section>
          <ConfirmDialog
            isOpen={action === "confirm"}
            title={t("admin.dialog.confirmTitle")}
            confirmLabel={t("admin.actions.confirm")}
            variant="primary"
            pending={pending}
            onConfirm={() => void run("confirm")}
            onCancel={() => setAction(null)}
          >
            {t("admin.dialog.confirmBody", { name: booking.contactName })}
          </ConfirmDialog>
          {(action === "decline" || action === "cancel") && (
            <DecisionReasonDialog
              key={action}
              bookingId={booking.id}
              family={{ name: booking.contactName, language: booking.language }}
              action={action}
              onDecide={(reason) => decideWithReason(action, reason)}
              onCancel={() => setAction(null)}
            />
          )}
          {action === "move" && (
            <MoveBookingDialog
              booking={booking}
              onMoved={(moved) => {
                const when = longDateTime(moved.startsAt, language);
                toast.success(t(mailed ? "admin.move.done" : "admin.move.doneNoMail", { when }), {
                  duration: 3000,
                });
                setAction(null);
                onChanged();
              }}
              onCancel={() => setAction(null)}
            />
          )}
          <ConfirmDialog
            isOpen={action === "delete"}
            title={t("admin.dialog.title")}
            confirmLabel={t("admin.actions.delete")}
            pending={pending}
            onConfirm={() => void run("delete")}
            onCancel={() => setAction(null)}
          >
            {isLiveAndUpcoming(booking)
              ? t("admin.dialog.deleteBodyNotify", { name: booking.contactName })
              : t("admin.dialog.deleteBody")}
          </ConfirmDialog>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
