import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  planSeries,
  type RecurringSlotsFormValues,
  seriesSkip,
  seriesSkipText,
} from "../../../contracts/admin.ts";
import type { Slot } from "../../../contracts/booking.ts";
import { addDaysIso, londonToUtc } from "../../../contracts/time.ts";
import { useLanguage } from "../../app/use-language.ts";
import { listDate, listTime } from "./format.ts";
import { useApiData } from "./use-api-data.ts";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const minute = 60_000;

/** The first slot of `others` in the way of one from `start` lasting `minutes`, as the server judges it. */
function slotInTheWay(start: Date, minutes: number, others: readonly Slot[]): Slot | undefined {
  const end = start.getTime() + minutes * minute;
  return others.find((other) => {
    const from = new Date(other.datetime).getTime();
    return from < end && from + other.durationMinutes * minute > start.getTime();
  });
}

/**
 * What the series will create, as the office fills the form in: its dates, and the days left
 * out with the reason (passed, skipped by the clocks, when the Church does not celebrate the
 * sacrament, or another slot in the way: the slots of those weeks are fetched for it). `refresh`
 * changes once a series was made or taken back, so the slots are fetched again.
 */
export function SeriesPreview({ refresh = 0 }: { refresh?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [type, fromDate, toDate, hour, minutes, weekdays, durationMinutes] = useWatch<
    RecurringSlotsFormValues,
    ["type", "fromDate", "toDate", "hour", "minute", "weekdays", "durationMinutes"]
  >({ name: ["type", "fromDate", "toDate", "hour", "minute", "weekdays", "durationMinutes"] });
  // While a year is being typed the picker reports dates like 0002-07-04: nothing is shown then.
  const datesTyped =
    isoDate.test(fromDate) && isoDate.test(toDate) && fromDate <= toDate && fromDate >= "2000";
  const plan =
    datesTyped && Array.isArray(weekdays) ? planSeries(fromDate, toDate, weekdays.map(Number)) : null;
  // The other slots of those weeks, a day either side (one the evening before may run past midnight).
  const othersPath =
    plan && "dates" in plan && plan.dates.length > 0
      ? `/api/slots?${new URLSearchParams({
          from: londonToUtc(addDaysIso(fromDate, -1), "00:00").toISOString(),
          to: londonToUtc(addDaysIso(toDate, 1), "23:59").toISOString(),
        })}`
      : null;
  const others = useApiData<Slot[]>(othersPath);
  const { reload } = others;
  useEffect(() => {
    if (refresh > 0) reload();
  }, [refresh, reload]);
  if (!plan || !Array.isArray(weekdays) || weekdays.length === 0) return null;
  const dates = "dates" in plan ? plan.dates : [];
  const problem =
    "refused" in plan
      ? t(plan.refused.key, plan.refused.params)
      : dates.length === 0
        ? t("admin.recurring.noDays")
        : null;
  const time = `${hour}:${minutes}`;
  const now = new Date();
  const inTheWay = (date: string) => {
    const start = londonToUtc(date, time);
    const other = slotInTheWay(start, Number(durationMinutes), others.data ?? []);
    if (!other) return undefined;
    const end = new Date(new Date(other.datetime).getTime() + other.durationMinutes * minute);
    return t("admin.errors.slotOverlapWith", {
      slot: `${t(`admin.types.${other.type}`)}, ${listTime(other.datetime)}–${listTime(end)}`,
    });
  };
  const days = problem
    ? []
    : dates.map((date) => {
        const skip = seriesSkip(type, date, time, now);
        const overlap = skip ? undefined : inTheWay(date);
        return {
          date,
          skip: skip ? seriesSkipText(skip, language, t) : overlap,
          label: listDate(`${date}T12:00:00Z`, language),
        };
      });
  const kept = days.filter((day) => !day.skip);
  return (
    <section
      aria-labelledby="recurring-preview-title"
      className="rounded-md border border-neutral-300 bg-cream p-4"
      data-testid="recurring-preview"
    >
      <h3 id="recurring-preview-title" className="font-semibold text-neutral-900">
        {problem ?? t("admin.recurring.preview", { count: kept.length, time })}
      </h3>
      {kept.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {kept.map((day) => (
            <li key={day.date} className="rounded bg-white px-2 py-1 text-neutral-900">
              {day.label}
            </li>
          ))}
        </ul>
      )}
      {kept.length < days.length && (
        <>
          <p className="mt-3 font-semibold text-neutral-900">
            {t("admin.recurring.previewLeftOut", { count: days.length - kept.length })}
          </p>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {days.map(
              (day) =>
                day.skip && (
                  <li key={day.date}>
                    <strong>{day.label}</strong> — {day.skip}
                  </li>
                ),
            )}
          </ul>
        </>
      )}
    </section>
  );
}
