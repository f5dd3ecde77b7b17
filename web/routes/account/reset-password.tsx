import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { seo } from "../../app/seo.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { GuardLoading } from "../../features/auth/require.tsx";
import { ResetPasswordForm } from "../../features/auth/reset-password-form.tsx";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "reset-password", titleKey: "account.titles.resetPassword", noindex: true });

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const href = useLocalizedPath();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) navigate(href("error"), { replace: true, state: { message: t("auth.reset.missingToken") } });
  }, [token, navigate, href, t]);

  if (!token) return <GuardLoading />;
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 id="reset-title" className="mb-6 font-serif text-3xl font-semibold text-byzantine-900">
        {t("auth.reset.title")}
      </h1>
      <ResetPasswordForm token={token} />
    </section>
  );
}
