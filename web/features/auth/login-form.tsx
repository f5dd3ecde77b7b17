import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { emailOnlySchema, type LoginInput, loginSchema } from "../../../contracts/auth.ts";
import type { PublicUser } from "../../../contracts/user.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { Button, SubmitButton } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { LoadingDialog, withTimeout } from "./loading-dialog.tsx";
import { pendingNext, withNext } from "./next-path.ts";
import { PasswordField } from "./password-field.tsx";
import { useResendVerification } from "./resend-verification.tsx";
import { useSession } from "./session.tsx";

/** Sign-up hands over the new member's address so the login form can say where the link went. */
export type LoginLocationState = { signedUpEmail?: string } | null;

export function LoginForm() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const session = useSession();
  const [params] = useSearchParams();
  const next = params.get("next");
  const signedUpEmail = (useLocation().state as LoginLocationState)?.signedUpEmail;
  const form = useZodForm<LoginInput>(loginSchema, {
    defaultValues: { email: signedUpEmail ?? "", password: "" },
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const resend = useResendVerification(setBusy);
  const email = form.watch("email");
  const emailValid = emailOnlySchema.safeParse({ email }).success;

  async function logIn(values: LoginInput) {
    setError(null);
    setBusy(t("auth.login.loggingIn"));
    try {
      const { user } = await withTimeout(5000, (signal) =>
        api<{ user: PublicUser }>("/api/auth/login", { method: "POST", body: values, signal }),
      );
      pendingNext.clear();
      setBusy(null);
      // The visitor guard of this page then moves on: to ?next=, or the user's dashboard.
      session.setUser(user);
    } catch (caught) {
      setBusy(null);
      if (caught instanceof ApiError && caught.code === "EMAIL_NOT_VERIFIED") {
        setError(caught.message);
        setNeedsVerification(true);
        await resend(values.email, "auto");
        return;
      }
      if (caught instanceof ApiError) {
        for (const [field, message] of Object.entries(caught.fields)) {
          if (field === "email" || field === "password") form.setError(field, { message });
        }
      }
      const message =
        caught instanceof Error && caught.name === "AbortError"
          ? t("auth.login.timedOut")
          : failureMessage(caught, t("auth.login.failed"), t);
      setError(message);
      // The form's alert keeps the message: the toast can go (in the spec's 2 seconds).
      toast.error(message, { duration: 2000, closeButton: false });
    }
  }

  return (
    <>
      {signedUpEmail && (
        <p
          className="mb-6 rounded-md border-l-4 border-green-700 bg-green-50 p-4 text-green-900"
          role="status"
        >
          {t("auth.login.checkMail", { email: signedUpEmail })}
        </p>
      )}
      {!signedUpEmail && next && (
        <p className="mb-6 rounded-md border-l-4 border-gold-500 bg-cream p-4">
          {t("auth.login.toContinue")}
        </p>
      )}
      <Form form={form} onSubmit={logIn} className="flex flex-col gap-5" aria-labelledby="login-title">
        <ErrorSummary />
        <TextField
          name="email"
          label={t("auth.form.email")}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <PasswordField
          name="password"
          label={t("auth.form.password")}
          autoComplete="current-password"
          required
        />
        {error && (
          <p role="alert" className="font-semibold text-red-800" data-testid="login-error">
            {error}
          </p>
        )}
        <SubmitButton
          invalid={!form.formState.isValid}
          pending={busy !== null}
          pendingLabel={t("auth.login.loggingIn")}
        >
          {t("auth.login.submit")}
        </SubmitButton>
      </Form>

      {needsVerification && (
        <section
          aria-labelledby="resend-title"
          className="mt-8 rounded-lg border border-gold-500 bg-cream p-5"
          data-testid="resend-section"
        >
          <h2 id="resend-title" className="text-xl font-semibold">
            {t("auth.resend.title")}
          </h2>
          <p className="mt-2 text-neutral-800">{t("auth.resend.text")}</p>
          <Button
            variant="secondary"
            className="mt-4"
            aria-disabled={!emailValid || undefined}
            onClick={() => {
              if (emailValid) void resend(email, "manual");
              else form.setFocus("email");
            }}
          >
            {t("auth.resend.button")}
          </Button>
          {!emailValid && <p className="mt-2 text-sm text-neutral-700">{t("auth.resend.needsEmail")}</p>}
        </section>
      )}

      <div className="mt-8 flex flex-col gap-3 border-t border-neutral-200 pt-6">
        <Link
          to={href("forgot-password")}
          className="font-semibold text-byzantine-700 underline underline-offset-4"
        >
          {t("auth.login.forgot")}
        </Link>
        <p>
          {t("auth.login.noAccount")}{" "}
          <Link
            to={withNext(href("sign-up"), next)}
            className="font-semibold text-byzantine-700 underline underline-offset-4"
          >
            {t("auth.login.signUp")}
          </Link>
        </p>
      </div>
      <LoadingDialog label={busy} />
    </>
  );
}
