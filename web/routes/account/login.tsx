import { useTranslation } from "react-i18next";
import { seo } from "../../app/seo.ts";
import { LoginForm } from "../../features/auth/login-form.tsx";
import { RequireVisitor } from "../../features/auth/require.tsx";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "login", titleKey: "account.titles.login", noindex: true });

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <RequireVisitor>
      <section className="mx-auto max-w-md px-4 py-10">
        <h1 id="login-title" className="mb-6 font-serif text-3xl font-semibold text-byzantine-900">
          {t("auth.login.title")}
        </h1>
        <LoginForm />
      </section>
    </RequireVisitor>
  );
}
