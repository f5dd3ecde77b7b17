import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  type AdminBooking,
  type MoveBookingInput,
  moveBookingSchema,
  reasonMaxLength,
} from "../../../contracts/admin.ts";
import { type Slot, slotTypeFor } from "../../../contracts/booking.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { SelectField, TextAreaField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { longDateTime } from "./format.ts";
import { ErrorState, LoadingState, Refusal } from "./states.tsx";
import { useApiData } from "./use-api-data.ts";

type MoveBookingDialogProps = {
  booking: AdminBooking;
  /** After the move: the booking as it is now. */
  onMoved(moved: AdminBooking): void;
  onCancel(): void;
};

/**
 * Moves a booking to another free slot of its kind, with an optional message for the family's
 * e-mail. The dialog closes only on success; a refusal (the date taken meanwhile, a family filling
 * in the form for it) is said at the date field and the list of dates is loaded again.
 */
export function MoveBookingDialog({ booking, onMoved, onCancel }: MoveBookingDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const slots = useApiData<Slot[]>(`/api/slots?type=${slotTypeFor(booking.type)}`);
  const form = useZodForm<MoveBookingInput>(moveBookingSchema, {
    defaultValues: { slotId: "", reason: "" },
    mode: "onSubmit",
  });
  const [problem, setProblem] = useState("");
  const choices = (slots.data ?? []).filter(
    (slot) => slot.status === "available" && slot.id !== booking.slotId,
  );
  const formId = `move-${booking.id}`;

  async function onSubmit(values: MoveBookingInput) {
    setProblem("");
    try {
      const body = values.reason ? values : { slotId: values.slotId };
      onMoved(await api<AdminBooking>(`/api/admin/bookings/${booking.id}/move`, { body }));
    } catch (error) {
      if (error instanceof ApiError && error.fields.slotId) {
        // The date is gone from the free ones: the list is read again and the choice emptied.
        form.setValue("slotId", "");
        form.setError("slotId", { message: error.fields.slotId }, { shouldFocus: true });
        slots.reload();
      } else if (error instanceof ApiError && error.fields.reason) {
        form.setError("reason", { message: error.fields.reason }, { shouldFocus: true });
      } else {
        setProblem(failureMessage(error, t("admin.errors.action"), t));
      }
    }
  }

  // Reading the list again after a refusal keeps the form (and its message) on screen.
  const ready = slots.status !== "error" && slots.data !== undefined;
  return (
    <ConfirmDialog
      isOpen
      title={t("admin.move.title")}
      confirmLabel={t("admin.move.submit")}
      variant="primary"
      pending={form.formState.isSubmitting || !ready || choices.length === 0}
      form={formId}
      onCancel={onCancel}
    >
      <p>{t("admin.move.body", { name: booking.contactName })}</p>
      <p className="mt-2 font-semibold">
        {t("admin.move.current", { when: longDateTime(booking.startsAt, language) })}
      </p>
      {problem && <Refusal className="mt-3">{problem}</Refusal>}
      {slots.status === "error" && <ErrorState message={t("admin.errors.load")} onRetry={slots.reload} />}
      {slots.status === "loading" && !slots.data && <LoadingState />}
      {ready && choices.length === 0 && (
        <p className="mt-3 rounded-md bg-cream p-3">
          {t("admin.move.noSlots")}{" "}
          <Link to={href("create-slot")} className="font-semibold text-byzantine-800 underline">
            {t("admin.move.createSlot")}
          </Link>
        </p>
      )}
      {ready && choices.length > 0 && (
        <Form form={form} onSubmit={onSubmit} id={formId} className="mt-3 flex flex-col gap-4">
          <ErrorSummary />
          <SelectField
            name="slotId"
            label={t("admin.move.slot")}
            required
            placeholder={t("admin.move.placeholder")}
            options={choices.map((slot) => ({
              value: slot.id,
              label: longDateTime(slot.datetime, language),
            }))}
          />
          <TextAreaField
            name="reason"
            label={t("admin.move.reason")}
            hint={t(`admin.dialog.reasonLanguage.${booking.language}`, { name: booking.contactName })}
            rows={3}
            characterLimit={reasonMaxLength}
          />
        </Form>
      )}
    </ConfirmDialog>
  );
}
