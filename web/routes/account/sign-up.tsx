import { useTranslation } from "react-i18next";
import { seo } from "../../app/seo.ts";
import { RequireVisitor } from "../../features/auth/require.tsx";
import { SignUpForm } from "../../features/auth/sign-up-form.tsx";
import type { Route } from "./+types/sign-up";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "sign-up", titleKey: "account.titles.signUp", noindex: true });

export default function SignUpPage() {
  const { t } = useTranslation();
  return (
    <RequireVisitor>
      <section className="mx-auto max-w-xl px-4 py-10">
        <h1 id="sign-up-title" className="font-serif text-3xl font-semibold text-byzantine-900">
          {t("auth.signUp.title")}
        </h1>
        <p className="mb-6 mt-2 text-neutral-700">{t("auth.signUp.intro")}</p>
        <SignUpForm />
      </section>
    </RequireVisitor>
  );
}
