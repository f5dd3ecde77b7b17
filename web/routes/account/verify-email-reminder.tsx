import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type EmailOnlyInput, emailOnlySchema } from "../../../contracts/auth.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { Button, SubmitButton } from "../../components/ui/button.tsx";
import { LoadingDialog } from "../../features/auth/loading-dialog.tsx";
import { afterLoginPath, pendingNext } from "../../features/auth/next-path.ts";
import { GuardLoading } from "../../features/auth/require.tsx";
import { useResendVerification } from "../../features/auth/resend-verification.tsx";
import { useSession } from "../../features/auth/session.tsx";
import type { Route } from "./+types/verify-email-reminder";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({
    lang: params.lang,
    page: "verify-email-reminder",
    titleKey: "account.titles.verifyReminder",
    noindex: true,
  });

/** Where the guard sends a logged-in member whose address is not verified yet; also works for visitors. */
export default function VerifyEmailReminderPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const href = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get("next");
  const session = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const resend = useResendVerification(setBusy);
  const form = useZodForm<EmailOnlyInput>(emailOnlySchema, { defaultValues: { email: "" } });
  const verifiedUser = session.user?.isVerified ? session.user : undefined;

  useEffect(() => {
    if (verifiedUser) navigate(afterLoginPath(verifiedUser, lang, next), { replace: true });
  }, [verifiedUser, lang, next, navigate]);

  if (session.status === "loading" || verifiedUser) return <GuardLoading />;

  const send = async (email: string) => {
    pendingNext.save(next);
    if (await resend(email, "manual")) setSent(true);
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold text-byzantine-900">{t("verify.reminder.title")}</h1>
      <p className="mt-4 text-lg text-neutral-800">
        {session.user
          ? t("verify.reminder.textFor", { email: session.user.email })
          : t("verify.reminder.text")}
      </p>
      {sent && (
        <p
          role="status"
          className="mt-4 rounded-md border-l-4 border-green-700 bg-green-50 p-4 text-green-900"
        >
          {t("verify.reminder.sent")}
        </p>
      )}
      <div className="mt-6">
        {session.user ? (
          <Button onClick={() => void send(session.user.email)}>{t("auth.resend.button")}</Button>
        ) : (
          <Form form={form} onSubmit={(values) => send(values.email)} className="flex flex-col gap-5">
            <ErrorSummary />
            <TextField name="email" label={t("auth.form.email")} type="email" autoComplete="email" required />
            <SubmitButton invalid={!form.formState.isValid} pending={busy !== null}>
              {t("auth.resend.button")}
            </SubmitButton>
          </Form>
        )}
      </div>
      <p className="mt-8 border-t border-neutral-200 pt-6">
        <Link to={href("login")} className="font-semibold text-byzantine-700 underline underline-offset-4">
          {t("auth.forgot.backToLogin")}
        </Link>
      </p>
      <LoadingDialog label={busy} />
    </section>
  );
}
