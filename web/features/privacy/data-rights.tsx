import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type DeleteAccountInput, deleteAccountSchema } from "../../../contracts/auth.ts";
import type { Booking, Slot } from "../../../contracts/booking.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { Button, buttonClass, SubmitButton } from "../../components/ui/button.tsx";
import { AppDialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { noteLogout } from "../auth/guards.tsx";
import { PasswordField } from "../auth/password-field.tsx";
import { announceSessionEnded, useSession } from "../auth/session.tsx";
import { forgetDrafts } from "../booking/draft.ts";
import { slotDate, slotTime } from "../booking/format.ts";

/**
 * What the deletion does to each of the member's bookings still to come, by name and date: "stay
 * in the register" did not say whether a baptism next Saturday still takes place. Nothing is
 * shown while the list loads or when it cannot be read; the general words above stay.
 */
function UpcomingOutcomes({ email }: { email: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [upcoming, setUpcoming] = useState<Booking[]>();
  const [kept, setKept] = useState<Slot[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api<Booking[]>("/api/bookings/my-bookings?future=true", { signal: controller.signal })
      // Pending or confirmed, and still to come: what the deletion decides about.
      .then((mine) => setUpcoming(mine.filter((booking) => booking.cancellable)))
      .catch(() => setUpcoming([]));
    // The dates the office keeps for them stay kept, without the account (ADR 036).
    api<Slot[]>("/api/me/kept-slots", { signal: controller.signal })
      .then(setKept)
      .catch(() => setKept([]));
    return () => controller.abort();
  }, []);
  const count = (upcoming?.length ?? 0) + kept.length;
  // The list comes after the password box took the focus, above it: on a phone it pushed the box
  // below the screen, and what was typed went where it could not be seen (WCAG 2.4.7).
  useEffect(() => {
    if (count > 0) (document.activeElement as HTMLElement | null)?.scrollIntoView?.({ block: "nearest" });
  }, [count]);
  if (!upcoming || count === 0) return null;
  return (
    <section aria-labelledby="delete-upcoming-title" className="mt-3">
      <h3 id="delete-upcoming-title" className="font-semibold text-neutral-900">
        {t("dataRights.upcomingTitle")}
      </h3>
      <ul className="mt-1 list-disc pl-6 text-neutral-800" data-testid="delete-upcoming">
        {upcoming.map((booking) => {
          const which = t("booking.dashboard.which", {
            service: t(`booking.services.${booking.type}`),
            date: slotDate(booking.startsAt, language),
            time: slotTime(booking.startsAt, language),
          });
          return (
            <li key={booking.id}>
              {booking.status === "confirmed"
                ? t("dataRights.upcomingStays", { which, email })
                : t("dataRights.upcomingWithdrawn", { which })}
            </li>
          );
        })}
        {kept.map((slot) => (
          <li key={slot.id}>
            {t("dataRights.upcomingKept", {
              date: slotDate(slot.datetime, language),
              time: slotTime(slot.datetime, language),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The profile's data-protection section: download everything, or delete the account. */
export function DataRights() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const navigate = useNavigate();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);

  const form = useZodForm<DeleteAccountInput>(deleteAccountSchema, {
    defaultValues: { password: "" },
    mode: "onSubmit",
  });

  const deleteAccount = async (body: DeleteAccountInput) => {
    try {
      await api("/api/me", { method: "DELETE", body });
      forgetDrafts();
      // The profile's guard would otherwise send the member, now a visitor, to log in.
      noteLogout(href("home"));
      session.setUser(undefined);
      announceSessionEnded();
      setConfirming(false);
      toast.success(t("dataRights.deleted"));
      navigate(href("home"));
    } catch (error) {
      if (error instanceof ApiError && error.fields.password) {
        form.setError("password", { message: error.fields.password }, { shouldFocus: true });
      } else {
        toast.error(failureMessage(error, t("dataRights.deleteFailed"), t));
      }
    }
  };

  const close = (open: boolean) => {
    setConfirming(open);
    // Typed for this deletion only: not there again if the dialog is opened once more.
    if (!open) form.reset();
  };

  return (
    <section aria-labelledby="data-rights-title" className="mt-10 rounded-lg border border-neutral-300 p-5">
      <h2 id="data-rights-title" className="text-xl font-semibold">
        {t("dataRights.title")}
      </h2>
      <p className="mt-2 text-neutral-700">
        {t("dataRights.intro")}{" "}
        <a href={href("privacy")} className="text-byzantine-700 underline underline-offset-2">
          {t("dataRights.privacyLink")}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={href("my-data")} className={buttonClass("secondary")}>
          {t("dataRights.read")}
        </Link>
        <a href="/api/me/data" download className={buttonClass("secondary")}>
          {t("dataRights.download")}
        </a>
        <Button variant="dangerOutline" onClick={() => setConfirming(true)}>
          {t("dataRights.delete")}
        </Button>
      </div>
      <AppDialog
        isOpen={confirming}
        onOpenChange={close}
        title={t("dataRights.confirmTitle")}
        role="alertdialog"
      >
        <p className="text-neutral-800">{t("dataRights.confirmBody")}</p>
        <p className="mt-3 text-neutral-800">{t("dataRights.confirmRegister")}</p>
        {confirming && <UpcomingOutcomes email={session.user?.email ?? ""} />}
        <Form form={form} onSubmit={deleteAccount} className="mt-5" idPrefix="delete-account">
          <ErrorSummary />
          <PasswordField
            name="password"
            label={t("dataRights.password")}
            autoComplete="current-password"
            required
            autoFocus
          />
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => close(false)}>
              {t("common.cancel")}
            </Button>
            <SubmitButton
              variant="danger"
              pending={form.formState.isSubmitting}
              pendingLabel={t("dataRights.deleting")}
            >
              {t("dataRights.confirmDelete")}
            </SubmitButton>
          </div>
        </Form>
      </AppDialog>
    </section>
  );
}
