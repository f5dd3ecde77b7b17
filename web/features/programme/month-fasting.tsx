import { useTranslation } from "react-i18next";
import { fastingPeriods } from "../../../contracts/liturgical/index.ts";
import { useLanguage } from "../../app/use-language.ts";
import { firstDay, lastDay, type YearMonth } from "./calendar-math.ts";
import { formatDayMonth } from "./format.ts";

/**
 * The fasting and fast-free periods that touch the month shown, with their dates ('Nativity Fast:
 * 15 November – 24 December'), and the weekly fast that holds outside them.
 */
export function MonthFasting({ month }: { month: YearMonth }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const from = firstDay(month);
  const to = lastDay(month);
  const periods = fastingPeriods(month.year).filter(({ start, end }) => start <= to && end >= from);
  const dates = (start: string, end: string) =>
    start === end
      ? formatDayMonth(start, language)
      : `${formatDayMonth(start, language)} – ${formatDayMonth(end, language)}`;
  return (
    <section
      aria-labelledby="month-fasting"
      className="mt-4 text-sm text-neutral-800"
      data-testid="month-fasting"
    >
      <h2 id="month-fasting" className="font-semibold text-byzantine-900">
        {t("programme.fasting.title")}
      </h2>
      {periods.length > 0 && (
        <ul className="mt-1 space-y-0.5">
          {periods.map((period) => (
            <li key={`${period.id}-${period.start}`}>
              {period.name[language]}: {dates(period.start, period.end)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-neutral-700">{t("programme.fasting.weekly")}</p>
    </section>
  );
}
