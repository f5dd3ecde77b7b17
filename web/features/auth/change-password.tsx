import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ChangePasswordFormInput, changePasswordFormSchema } from "../../../contracts/auth.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { useFieldId } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { Button, SubmitButton } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useFocusAfterRender } from "../../components/ui/use-focus-after-render.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { PasswordField } from "./password-field.tsx";

const titleId = "password-title";

/**
 * The profile's password section: a button that opens the change form, and the form. Both
 * buttons take themselves away, so the focus goes to the first field, and back to the heading.
 */
export function ChangePassword() {
  const { t } = useTranslation();
  const fieldId = useFieldId();
  const focusAfterRender = useFocusAfterRender();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-neutral-300 p-5">
      <h2 id={titleId} tabIndex={-1} className="mb-2 text-xl font-semibold">
        {open ? t("auth.change.formTitle") : t("auth.change.title")}
      </h2>
      <p className="text-neutral-700">{t("auth.change.intro")}</p>
      {open ? (
        <ChangePasswordForm
          onDone={() => {
            setOpen(false);
            focusAfterRender(titleId);
          }}
        />
      ) : (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setOpen(true);
            focusAfterRender(fieldId("currentPassword"));
          }}
        >
          {t("auth.change.open")}
        </Button>
      )}
    </section>
  );
}

function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const form = useZodForm<ChangePasswordFormInput>(changePasswordFormSchema, {
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  async function change({ currentPassword, newPassword }: ChangePasswordFormInput) {
    try {
      const { message } = await api<{ message: string }>("/api/auth/change-password", {
        method: "POST",
        body: { currentPassword, newPassword },
      });
      toast.success(message);
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const field = (["currentPassword", "newPassword"] as const).find((name) => fields[name]);
      if (field) {
        // Said at the field, which takes the focus, as the checks in the browser do.
        form.setError(field, { message: fields[field] }, { shouldFocus: true });
      } else {
        toast.error(failureMessage(error, t("auth.change.failed"), t));
      }
    }
  }

  return (
    <Form form={form} onSubmit={change} className="mt-4 flex flex-col gap-5" aria-labelledby={titleId}>
      <ErrorSummary />
      <div>
        <PasswordField
          name="currentPassword"
          label={t("auth.change.currentPassword")}
          autoComplete="current-password"
          required
        />
        <Link
          to={href("forgot-password")}
          className="mt-2 inline-block text-sm font-semibold text-byzantine-700 underline underline-offset-4"
        >
          {t("auth.change.forgot")}
        </Link>
      </div>
      <NewPasswordFields />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          invalid={!form.formState.isValid}
          pending={form.formState.isSubmitting}
          pendingLabel={t("auth.change.saving")}
        >
          {t("auth.change.submit")}
        </SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </Form>
  );
}
