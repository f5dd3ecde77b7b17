import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AdminAccount,
  type AdminSlot,
  keepLimits,
  type SlotKeepInput,
  slotKeepSchema,
} from "../../../contracts/admin.ts";
import { emailSchema } from "../../../contracts/auth.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLanguage } from "../../app/use-language.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextAreaField, TextField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { toast } from "../../components/ui/toast.tsx";
import { useFocusAfterRender } from "../../components/ui/use-focus-after-render.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { listDate, listTime } from "./format.ts";
import { Refusal } from "./states.tsx";

type KeepValues = Required<Omit<SlotKeepInput, "keptAt">>;
type AccountAnswer = { state: "none" } | { state: "found"; name: string; confirmed: boolean } | undefined;

/**
 * Whether an account has the address the office is typing (ADR 037): a keep names it so that the
 * family's account alone may book the date, and nothing said whether there was one. Asked once the
 * typing pauses; nothing is said while it is asked, nor when the question fails.
 */
function useAccountAt(email: string): AccountAnswer {
  const [answer, setAnswer] = useState<AccountAnswer>();
  useEffect(() => {
    const address = email.trim();
    setAnswer(undefined);
    // Only an address the keep would take is worth asking about (the same check as its field).
    if (!emailSchema.safeParse(address).success) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<AdminAccount[]>(`/api/admin/accounts?${new URLSearchParams({ q: address, limit: "5" })}`, {
        signal: controller.signal,
      })
        .then((accounts) => {
          const account = accounts.find((one) => one.email.toLowerCase() === address.toLowerCase());
          setAnswer(
            account
              ? {
                  state: "found",
                  name: `${account.firstName} ${account.lastName}`,
                  confirmed: account.isVerified,
                }
              : { state: "none" },
          );
        })
        .catch(() => setAnswer(undefined));
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email]);
  return answer;
}
const fields = ["keptFor", "telephone", "email", "note"] as const;

type KeepSlotDialogProps = {
  /** The slot to keep, or whose family's details to change when it is kept already. */
  slot: AdminSlot;
  /** Kept or changed: the list is read again. */
  onKept(): void;
  /** Refused by the server for the slot itself (booked, being booked, gone): the list is read again. */
  onRefused(): void;
  onCancel(): void;
};

/**
 * Keeps a slot for a family who telephoned or called in (ADR 034), or changes what is written of
 * them. Closes only when the server has kept it; a refusal stays in the dialog with what was typed.
 */
export function KeepSlotDialog({ slot, onKept, onRefused, onCancel }: KeepSlotDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changing = slot.keep !== null;
  const form = useZodForm<KeepValues>(slotKeepSchema, {
    defaultValues: {
      keptFor: slot.keep?.keptFor ?? "",
      telephone: slot.keep?.telephone ?? "",
      email: slot.keep?.email ?? "",
      note: slot.keep?.note ?? "",
    },
    // Checked on submit: a message appearing as a field loses focus to the button would move it.
    mode: "onSubmit",
  });
  const [problem, setProblem] = useState("");
  const account = useAccountAt(form.watch("email") ?? "");
  const focusAfterRender = useFocusAfterRender();
  const formId = "keep-slot";
  const refusalId = "keep-slot-refusal";
  // The family's name is what the dialog asks for first; after the dialog's own focus.
  useEffect(() => {
    form.setFocus("keptFor");
  }, [form.setFocus]);

  async function onSubmit(values: KeepValues) {
    setProblem("");
    try {
      // The keep as the office read it: a colleague's change meanwhile is refused, not written over.
      const body = slot.keep ? { ...values, keptAt: slot.keep.keptAt } : values;
      await api<AdminSlot>(`/api/slots/${slot.id}/keep`, { method: "PUT", body });
      toast.success(
        changing ? t("admin.keep.saved") : t("admin.keep.kept", { name: values.keptFor.trim() }),
        {
          duration: 3000,
        },
      );
      onKept();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? fields.filter((name) => error.fields[name]) : [];
      if (error instanceof ApiError && fieldErrors.length > 0) {
        for (const name of fieldErrors) {
          form.setError(name, { message: error.fields[name] }, { shouldFocus: name === fieldErrors[0] });
        }
      } else {
        setProblem(failureMessage(error, t("admin.errors.action"), t));
        // Said where the office is looking, and read out: the slot changed under the dialog.
        focusAfterRender(refusalId);
        if (error instanceof ApiError && error.status !== 400) onRefused();
      }
    }
  }

  return (
    <ConfirmDialog
      isOpen
      title={t(changing ? "admin.keep.changeTitle" : "admin.keep.title")}
      confirmLabel={t(changing ? "admin.keep.save" : "admin.keep.confirm")}
      variant="primary"
      pending={form.formState.isSubmitting}
      form={formId}
      focusInside
      onCancel={onCancel}
    >
      <p className="font-semibold">
        {t("admin.keep.slot", {
          service: t(`admin.slotTypes.${slot.type}`),
          date: listDate(slot.datetime, language),
          time: listTime(slot.datetime),
        })}
      </p>
      <p className="mt-2">{t("admin.keep.body")}</p>
      {problem && (
        <Refusal id={refusalId} className="mt-3">
          {problem}
        </Refusal>
      )}
      <Form form={form} onSubmit={onSubmit} id={formId} className="mt-3 space-y-4">
        <ErrorSummary />
        <TextField
          name="keptFor"
          label={t("admin.keep.keptFor")}
          hint={t("admin.keep.keptForHint")}
          required
          autoComplete="off"
        />
        <TextField name="telephone" label={t("admin.keep.telephone")} type="tel" autoComplete="off" />
        <TextField
          name="email"
          label={t("admin.keep.email")}
          hint={t("admin.keep.emailHint")}
          type="email"
          autoComplete="off"
          spellCheck={false}
        />
        <p role="status" className="-mt-2 text-sm text-neutral-800" data-testid="keep-account">
          {account?.state === "found" &&
            t(account.confirmed ? "admin.keep.accountFound" : "admin.keep.accountUnconfirmed", {
              name: account.name,
            })}
          {account?.state === "none" && t("admin.keep.noAccount")}
        </p>
        <TextAreaField
          name="note"
          label={t("admin.keep.note")}
          hint={t("admin.keep.noteHint")}
          rows={3}
          characterLimit={keepLimits.note}
        />
      </Form>
    </ConfirmDialog>
  );
}
