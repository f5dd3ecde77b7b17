import { useTranslation } from "react-i18next";
import { compareIsoDates } from "../../../contracts/liturgical/dates.ts";
import { fastingPeriods, fishDays } from "../../../contracts/liturgical/index.ts";
import { useLanguage } from "../../app/use-language.ts";
import { firstDay, lastDay, type YearMonth } from "./calendar-math.ts";
import { formatDayMonthRange } from "./format.ts";

/**
 * The fasting and fast-free periods that touch the month shown, with their dates ('Nativity Fast:
 * 15 November – 24 December'), the feasts in it that allow fish within a fast ('The Entry of the
 * Theotokos (fish is allowed): 21 November'), in date order, and the weekly fast that holds outside
 * the periods.
 */
export function MonthFasting({ month }: { month: YearMonth }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const from = firstDay(month);
  const to = lastDay(month);
  const periods = fastingPeriods(month.year).filter(({ start, end }) => start <= to && end >= from);
  const fish = fishDays(month.year).filter(({ date }) => from <= date && date <= to);
  // A fish day falls inside a period that starts before it (or on an ordinary weekday): a stable
  // sort by first day puts it after its period.
  const items = [
    ...periods.map(({ id, start, end, name }) => ({ key: `${id}-${start}`, start, end, name })),
    ...fish.map(({ id, date, name }) => ({ key: `${id}-${date}`, start: date, end: date, name })),
  ].sort((a, b) => compareIsoDates(a.start, b.start));
  return (
    <section
      aria-labelledby="month-fasting"
      className="mt-4 text-sm text-neutral-800"
      data-testid="month-fasting"
    >
      <h2 id="month-fasting" className="font-semibold text-byzantine-900">
        {t("programme.fasting.title")}
      </h2>
      {items.length > 0 && (
        <ul className="mt-1 space-y-0.5">
          {items.map((item) => (
            <li key={item.key}>
              {item.name[language]}: {formatDayMonthRange(item.start, item.end, language)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-neutral-700">{t("programme.fasting.weekly")}</p>
    </section>
  );
}
