import { useTranslation } from "react-i18next";
import { seo } from "../../app/seo.ts";
import { CreateSlotForm } from "../../features/admin/create-slot-form.tsx";
import { RecurringSlotsForm } from "../../features/admin/recurring-slots-form.tsx";
import { AdminHeading } from "../../features/admin/states.tsx";
import type { Route } from "./+types/create-slot";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "create-slot", titleKey: "admin.createSlot.title", noindex: true });

export default function CreateSlotPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminHeading title={t("admin.createSlot.title")} />
      <p className="mb-8 max-w-2xl text-neutral-800">{t("admin.createSlot.intro")}</p>
      <div className="grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="create-slot-title">
          <h2 id="create-slot-title" className="mb-4 text-2xl font-semibold">
            {t("admin.createSlot.oneSlot")}
          </h2>
          <CreateSlotForm />
        </section>
        <section aria-labelledby="recurring-title">
          <h2 id="recurring-title" className="mb-2 text-2xl font-semibold">
            {t("admin.recurring.title")}
          </h2>
          <p className="mb-4 text-neutral-800">{t("admin.recurring.intro")}</p>
          <RecurringSlotsForm />
        </section>
      </div>
    </>
  );
}
