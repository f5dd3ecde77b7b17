import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ServiceEntry } from "../../../contracts/programme.ts";
import { addDaysIso } from "../../../contracts/time.ts";
import { useLanguage } from "../../app/use-language.ts";
import { LoadError } from "./bits.tsx";
import { formatShortDate, formatTime } from "./format.ts";
import { displayKind, kindClasses } from "./kinds.ts";
import { LazyServiceModal as ServiceModal } from "./lazy-widgets.tsx";
import { ListSkeleton } from "./skeletons.tsx";
import { useLondonToday } from "./use-london-today.ts";
import { useServices } from "./use-services.ts";

/** How far ahead the list looks. */
const listDays = 120;

/** The upcoming services as a table: Date, Time, Service (with the day's feast). */
export function ServiceList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = useLondonToday();
  const [selected, setSelected] = useState<ServiceEntry | null>(null);
  const state = useServices(today, today ? addDaysIso(today, listDays) : null);

  if (state.status === "error") {
    return <LoadError retry={state.retry} />;
  }
  if (state.status === "loading") {
    return <ListSkeleton />;
  }
  const upcoming = state.services.filter((entry) => new Date(entry.datetime) > new Date());
  if (upcoming.length === 0) return <p className="text-neutral-700">{t("programme.emptyList")}</p>;

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm sm:text-base" data-testid="service-list">
        <caption className="sr-only">{t("programme.listCaption")}</caption>
        <thead>
          <tr className="border-b-2 border-byzantine-700 text-byzantine-900">
            <th scope="col" className="py-2 pr-3">
              {t("programme.columns.date")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("programme.columns.time")}
            </th>
            <th scope="col" className="py-2">
              {t("programme.columns.service")}
            </th>
          </tr>
        </thead>
        <tbody>
          {upcoming.map((entry) => (
            <tr key={entry.id} className="border-b border-neutral-200 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{formatShortDate(entry.datetime, language)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(entry.datetime, language)}</td>
              <td className="py-2">
                <button
                  type="button"
                  onClick={() => setSelected(entry)}
                  className={`rounded-sm border-l-4 px-2 py-0.5 text-left font-medium hover:brightness-95 ${kindClasses[displayKind(entry)]}`}
                >
                  {entry.service}
                </button>
                {entry.calendar && (
                  <p className="mt-1 text-xs text-neutral-700 sm:text-sm">{entry.calendar}</p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ServiceModal entry={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
