import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { declineSchema, officeCancelSchema, reasonMaxLength } from "../../../contracts/admin.ts";
import type { Language } from "../../../contracts/language.ts";
import { ApiError, failureMessage } from "../../app/api-client.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextAreaField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Refusal } from "./states.tsx";

type ReasonAction = "decline" | "cancel";
type ReasonValues = { reason: string };

/** The schemas the decline and cancel routes validate the reason with. */
const schemas = { decline: declineSchema, cancel: officeCancelSchema };

/**
 * What the office typed in a dialog it closed without sending (Escape, Go back), by booking and
 * action: opened again, the dialog has it back instead of an empty box. Until the page reloads.
 */
const unsent = new Map<string, string>();

type DecisionReasonDialogProps = {
  action: ReasonAction;
  /** The booking decided on: the reason typed for it is kept if the dialog closes unsent. */
  bookingId: string;
  /** Who is e-mailed the reason, and in which language: the office writes it in theirs. */
  family: { name: string; language: Language };
  /** Sends the decision; throws the API's error when it is refused. */
  onDecide(reason: string): Promise<void>;
  onCancel(): void;
};

/**
 * Declining (reason required) or cancelling (reason optional) a booking, with the reason the
 * family is e-mailed. The dialog closes only on success: a refusal, the server's or the form's
 * own, is shown in it and the office's text stays for them to shorten or send again.
 */
export function DecisionReasonDialog({
  action,
  bookingId,
  family,
  onDecide,
  onCancel,
}: DecisionReasonDialogProps) {
  const { t } = useTranslation();
  const draftKey = `${bookingId}:${action}`;
  // Checked on submit, not on blur: a message appearing as the textarea loses focus to the
  // confirm button would move that button away between press and release.
  const form = useZodForm<ReasonValues>(schemas[action], {
    defaultValues: { reason: unsent.get(draftKey) ?? "" },
    mode: "onSubmit",
  });
  const close = () => {
    const typed = form.getValues("reason") ?? "";
    if (typed.trim()) unsent.set(draftKey, typed);
    else unsent.delete(draftKey);
    onCancel();
  };
  const [problem, setProblem] = useState("");
  const formId = `${action}-reason`;
  // The reason is what the dialog asks for (the decline's is required): typing goes there at once,
  // not lost on Go back (office review). Enter in it starts a new line, sending nothing. After the
  // dialog's own effects, which focus the dialog.
  useEffect(() => {
    form.setFocus("reason");
  }, [form.setFocus]);

  async function onSubmit(values: ReasonValues) {
    setProblem("");
    try {
      await onDecide(values.reason ?? "");
      unsent.delete(draftKey);
    } catch (error) {
      if (error instanceof ApiError && error.fields.reason) {
        form.setError("reason", { message: error.fields.reason }, { shouldFocus: true });
      } else {
        setProblem(failureMessage(error, t("admin.errors.action"), t));
      }
    }
  }

  return (
    <ConfirmDialog
      isOpen
      title={t(action === "cancel" ? "admin.dialog.cancelTitle" : "admin.dialog.declineTitle")}
      confirmLabel={t(action === "cancel" ? "admin.actions.cancelBooking" : "admin.actions.decline")}
      pending={form.formState.isSubmitting}
      form={formId}
      focusInside
      onCancel={close}
    >
      <p>{t(action === "cancel" ? "admin.dialog.cancelBody" : "admin.dialog.declineBody")}</p>
      {problem && <Refusal className="mt-3">{problem}</Refusal>}
      <Form form={form} onSubmit={onSubmit} id={formId} className="mt-3">
        <ErrorSummary />
        <TextAreaField
          name="reason"
          label={t(action === "cancel" ? "admin.dialog.cancelReason" : "admin.dialog.declineReason")}
          required={action === "decline"}
          hint={t(`admin.dialog.reasonLanguage.${family.language}`, { name: family.name })}
          rows={4}
          characterLimit={reasonMaxLength}
        />
      </Form>
    </ConfirmDialog>
  );
}
