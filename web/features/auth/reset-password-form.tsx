import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import {
  passwordLimits,
  type ResetPasswordFormInput,
  resetPasswordFormSchema,
} from "../../../contracts/auth.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { Button, SubmitButton } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { forgetDrafts } from "../booking/draft.ts";
import { generatePassword } from "./generate-password.ts";
import { noteLogout } from "./guards.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { GuardLoading } from "./require.tsx";
import { announceSessionEnded, useSession } from "./session.tsx";

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const navigate = useNavigate();
  const session = useSession();
  const sliderId = useId();
  const form = useZodForm<ResetPasswordFormInput>(resetPasswordFormSchema, {
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const [length, setLength] = useState<number>(passwordLimits.min);
  const [tokenRefused, setTokenRefused] = useState<string | null>(null);
  const [checking, setChecking] = useState(true);

  // A used or expired link says so at once, not after a new password was typed twice. If the
  // check itself fails (offline, too many tries), the form shows and its answer will tell.
  useEffect(() => {
    let current = true;
    api("/api/auth/reset-password/check", { method: "POST", body: { token } })
      .catch((error: unknown) => {
        if (current && error instanceof ApiError && error.code === "INVALID_TOKEN")
          setTokenRefused(error.message);
      })
      .finally(() => {
        if (current) setChecking(false);
      });
    return () => {
      current = false;
    };
  }, [token]);

  function generate() {
    const generated = generatePassword(length);
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
    form.setValue("newPassword", generated, options);
    form.setValue("confirmPassword", generated, options);
    toast.info(t("auth.reset.generated"));
  }

  async function reset(values: ResetPasswordFormInput) {
    try {
      await api("/api/auth/reset-password", {
        method: "POST",
        body: { token, newPassword: values.newPassword },
      });
      // The reset ended every session of the account, this browser's too when it was logged in:
      // a plain login page follows, not a "session ended" refusal sending back to the dashboard.
      if (session.status === "authenticated") {
        noteLogout();
        forgetDrafts();
        session.setUser(undefined);
        announceSessionEnded();
      }
      toast.success(t("auth.reset.success"));
      navigate(href("login"), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") {
        // Said once, by the alert that takes the form's place.
        setTokenRefused(error.message);
        return;
      }
      if (error instanceof ApiError && error.fields.newPassword) {
        form.setError("newPassword", { message: error.fields.newPassword });
      }
      // The server's own words for a refusal (too many tries: for how long), as the other forms say.
      toast.error(failureMessage(error, t("auth.reset.failed"), t));
    }
  }

  if (tokenRefused) {
    return (
      <div role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-5">
        <p className="font-semibold text-red-900">{tokenRefused}</p>
        <Link
          to={href("forgot-password")}
          className="mt-4 inline-block font-semibold text-byzantine-700 underline underline-offset-4"
        >
          {t("auth.reset.askAgain")}
        </Link>
      </div>
    );
  }

  if (checking) return <GuardLoading label={t("auth.reset.checking")} />;

  return (
    <Form form={form} onSubmit={reset} className="flex flex-col gap-5" aria-labelledby="reset-title">
      <ErrorSummary />
      <NewPasswordFields />
      <fieldset className="flex flex-col gap-3 rounded-lg border border-neutral-300 p-4">
        <legend className="px-1 font-semibold">{t("auth.reset.generatorTitle")}</legend>
        <label htmlFor={sliderId} className="flex items-center justify-between gap-3 text-sm">
          <span>{t("auth.reset.length")}</span>
          <output htmlFor={sliderId} className="font-semibold tabular-nums" data-testid="length-value">
            {length}
          </output>
        </label>
        <input
          id={sliderId}
          type="range"
          min={passwordLimits.min}
          max={passwordLimits.max}
          step={1}
          value={length}
          onChange={(event) => setLength(Number(event.target.value))}
          className="w-full accent-byzantine-700"
        />
        <Button variant="secondary" onClick={generate}>
          {t("auth.reset.generate")}
        </Button>
      </fieldset>
      <SubmitButton
        invalid={!form.formState.isValid}
        pending={form.formState.isSubmitting}
        pendingLabel={t("auth.reset.saving")}
      >
        {t("auth.reset.submit")}
      </SubmitButton>
    </Form>
  );
}
