import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type SignUpInput, signUpSchema } from "../../../contracts/auth.ts";
import { ApiError, api } from "../../app/api-client.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { LoadingDialog } from "./loading-dialog.tsx";
import type { LoginLocationState } from "./login-form.tsx";
import { pendingNext, withNext } from "./next-path.ts";
import { PasswordField } from "./password-field.tsx";
import { PasswordStrength } from "./password-strength.tsx";

const fields = ["firstName", "lastName", "email", "password"] as const;

export function SignUpForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get("next");
  const form = useZodForm<SignUpInput>(signUpSchema, {
    defaultValues: { firstName: "", lastName: "", email: "", password: "", language },
  });
  const [busy, setBusy] = useState(false);
  const password = form.watch("password");

  async function signUp(values: SignUpInput) {
    setBusy(true);
    try {
      await api("/api/auth/sign-up", { method: "POST", body: { ...values, language } });
      pendingNext.save(next);
      toast.success(t("auth.signUp.success"), { duration: 2000 });
      const state: LoginLocationState = { signedUpEmail: values.email.trim() };
      navigate(withNext(href("login"), next), { state });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((fields as readonly string[]).includes(field))
            form.setError(field as (typeof fields)[number], { message });
        }
        if (error.code === "EMAIL_TAKEN") form.setError("email", { message: error.message });
      }
      const serverMessage =
        error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : undefined;
      toast.error(serverMessage ?? t("auth.signUp.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Form form={form} onSubmit={signUp} className="flex flex-col gap-5" aria-labelledby="sign-up-title">
        <ErrorSummary />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField name="firstName" label={t("auth.form.firstName")} autoComplete="given-name" required />
          <TextField name="lastName" label={t("auth.form.lastName")} autoComplete="family-name" required />
        </div>
        <TextField
          name="email"
          label={t("auth.form.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <PasswordField
          name="password"
          label={t("auth.form.password")}
          hint={t("auth.form.passwordHint")}
          autoComplete="new-password"
          required
        />
        <PasswordStrength password={password} />
        <SubmitButton
          invalid={!form.formState.isValid}
          pending={busy}
          pendingLabel={t("auth.signUp.creating")}
        >
          {t("auth.signUp.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-8 border-t border-neutral-200 pt-6">
        {t("auth.signUp.haveAccount")}{" "}
        <Link
          to={withNext(href("login"), next)}
          className="font-semibold text-byzantine-700 underline underline-offset-4"
        >
          {t("auth.signUp.logIn")}
        </Link>
      </p>
      <LoadingDialog label={busy ? t("auth.signUp.creating") : null} />
    </>
  );
}
