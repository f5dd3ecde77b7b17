import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type EmailOnlyInput, emailOnlySchema } from "../../../contracts/auth.ts";
import { api, failureMessage } from "../../app/api-client.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const form = useZodForm<EmailOnlyInput>(emailOnlySchema, { defaultValues: { email: "" } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(values: EmailOnlyInput) {
    try {
      await api("/api/auth/forgot-password", { method: "POST", body: values });
      toast.success(t("auth.forgot.sent"));
      setSentTo(values.email.trim());
      form.reset({ email: "" });
    } catch (error) {
      toast.error(failureMessage(error, t("auth.forgot.failed"), t));
    }
  }

  return (
    <>
      {sentTo && (
        <p
          role="status"
          className="mb-6 rounded-md border-l-4 border-green-700 bg-green-50 p-4 text-green-900"
        >
          {t("auth.forgot.sentDetail", { email: sentTo })}
        </p>
      )}
      <Form form={form} onSubmit={send} className="flex flex-col gap-5" aria-labelledby="forgot-title">
        <ErrorSummary />
        <TextField
          name="email"
          label={t("auth.form.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <SubmitButton
          invalid={!form.formState.isValid}
          pending={form.formState.isSubmitting}
          pendingLabel={t("auth.forgot.sending")}
        >
          {t("auth.forgot.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-8 border-t border-neutral-200 pt-6">
        <Link to={href("login")} className="font-semibold text-byzantine-700 underline underline-offset-4">
          {t("auth.forgot.backToLogin")}
        </Link>
      </p>
    </>
  );
}
