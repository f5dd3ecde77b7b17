import { useTranslation } from "react-i18next";
import { seo } from "../../app/seo.ts";
import { RequireUser } from "../../features/auth/require.tsx";
import { MyData } from "../../features/privacy/my-data.tsx";
import type { Route } from "./+types/my-data";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "my-data", titleKey: "dataRights.page.title", noindex: true });

/** Everything the parish holds about the account, to read and print (ADR 033). */
export default function MyDataPage() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="mb-4 font-serif text-3xl font-semibold text-byzantine-900">
          {t("dataRights.page.title")}
        </h1>
        <MyData />
      </section>
    </RequireUser>
  );
}
