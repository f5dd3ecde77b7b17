import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  planSeries,
  type RecurringSlotsFormValues,
  seriesSkip,
  seriesSkipText,
} from "../../../contracts/admin.ts";
import { useLanguage } from "../../app/use-language.ts";
import { listDate } from "./format.ts";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the series will create, as the office fills the form in: its dates, and the days left
 * out before any other slot is looked at (passed, skipped by the clocks, or when the Church does
 * not celebrate the sacrament) with the reason. A date another slot is in the way of is known
 * only when the series is created, and listed then.
 */
export function SeriesPreview() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [type, fromDate, toDate, hour, minute, weekdays] = useWatch<
    RecurringSlotsFormValues,
    ["type", "fromDate", "toDate", "hour", "minute", "weekdays"]
  >({ name: ["type", "fromDate", "toDate", "hour", "minute", "weekdays"] });
  // While a year is being typed the picker reports dates like 0002-07-04: nothing is shown then.
  if (!isoDate.test(fromDate) || !isoDate.test(toDate) || fromDate > toDate || fromDate < "2000") return null;
  if (!Array.isArray(weekdays) || weekdays.length === 0) return null;
  const plan = planSeries(fromDate, toDate, weekdays.map(Number));
  const dates = "dates" in plan ? plan.dates : [];
  const problem =
    "refused" in plan
      ? t(plan.refused.key, plan.refused.params)
      : dates.length === 0
        ? t("admin.recurring.noDays")
        : null;
  const time = `${hour}:${minute}`;
  const now = new Date();
  const days = problem
    ? []
    : dates.map((date) => ({
        date,
        skip: seriesSkip(type, date, time, now),
        label: listDate(`${date}T12:00:00Z`, language),
      }));
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
                    <strong>{day.label}</strong> — {seriesSkipText(day.skip, language, t)}
                  </li>
                ),
            )}
          </ul>
        </>
      )}
    </section>
  );
}
