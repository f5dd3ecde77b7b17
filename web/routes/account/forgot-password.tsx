import { useTranslation } from "react-i18next";
import { seo } from "../../app/seo.ts";
import { ForgotPasswordForm } from "../../features/auth/forgot-password-form.tsx";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({
    lang: params.lang,
    page: "forgot-password",
    titleKey: "account.titles.forgotPassword",
    noindex: true,
  });

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 id="forgot-title" className="font-serif text-3xl font-semibold text-byzantine-900">
        {t("auth.forgot.title")}
      </h1>
      <p className="mb-6 mt-2 text-neutral-700">{t("auth.forgot.intro")}</p>
      <ForgotPasswordForm />
    </section>
  );
}
