import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  LazyMonthCalendar as MonthCalendar,
  LazyServiceList as ServiceList,
  LazySubscribeButton as SubscribeButton,
} from "./lazy-widgets.tsx";

type View = "calendar" | "list";

/**
 * Calendar (default) or list, following ?view=list. The HTML is pre-rendered without a query, so
 * the view is read only after mount to keep hydration identical.
 */
export function ProgrammeView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const view: View = mounted && params.get("view") === "list" ? "list" : "calendar";
  const choose = (next: View) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "list") updated.set("view", "list");
        else updated.delete("view");
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  const option = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => choose(value)}
      className={`px-4 py-2 text-sm font-semibold ${view === value ? "bg-byzantine-700 text-white" : "bg-white text-byzantine-700 hover:bg-byzantine-50"}`}
      data-testid={`view-${value}`}
    >
      {label}
    </button>
  );

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {/* Buttons a script works; without one the page offers the calendars instead. */}
        <fieldset className="flex flex-wrap items-center gap-2" data-needs-script>
          <legend className="sr-only">{t("programme.viewLabel")}</legend>
          <div className="inline-flex overflow-hidden rounded-md border border-byzantine-700">
            {option("calendar", t("programme.viewCalendar"))}
            {option("list", t("programme.viewList"))}
          </div>
        </fieldset>
        <SubscribeButton />
      </div>
      {view === "calendar" ? <MonthCalendar /> : <ServiceList />}
    </div>
  );
}
