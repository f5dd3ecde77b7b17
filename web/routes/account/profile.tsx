import { useTranslation } from "react-i18next";
import { seo } from "../../app/seo.ts";
import { ProfileView } from "../../features/auth/profile-view.tsx";
import { RequireUser } from "../../features/auth/require.tsx";
import { DataRights } from "../../features/privacy/data-rights.tsx";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "profile", titleKey: "account.titles.profile", noindex: true });

export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <section className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="mb-6 font-serif text-3xl font-semibold text-byzantine-900">{t("profile.title")}</h1>
        <ProfileView />
        {/* The data-protection feature's section: 'Download my data' and 'Delete my account'. */}
        <DataRights />
      </section>
    </RequireUser>
  );
}
