import { addDaysIso, weekdayIso } from "../../../contracts/time.ts";

export type YearMonth = { year: number; month: number };

export const pad = (n: number) => String(n).padStart(2, "0");

export function monthOf(isoDate: string): YearMonth {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function firstDay({ year, month }: YearMonth) {
  return `${year}-${pad(month)}-01`;
}

export function lastDay(ym: YearMonth) {
  return addDaysIso(firstDay(shiftMonth(ym, 1)), -1);
}

/** The month's days in weeks starting on Monday; days of the neighbouring months are null. */
export function monthWeeks(ym: YearMonth): (string | null)[][] {
  const first = firstDay(ym);
  const last = lastDay(ym);
  const lead = (weekdayIso(first) + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day <= last; day = addDaysIso(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
