import { TZDate } from "@date-fns/tz";

export const parishTimeZone = "Europe/London";

/** A London wall-clock date and time ('2026-03-29', '10:00') as the UTC instant it names. */
export function londonToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, parishTimeZone).getTime());
}

/** The London calendar date (YYYY-MM-DD) of a UTC instant. */
export function londonDate(instant: Date | string | number): string {
  const z = new TZDate(new Date(instant).getTime(), parishTimeZone);
  return `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, "0")}-${String(z.getDate()).padStart(2, "0")}`;
}

/** The London wall-clock time (HH:mm) of a UTC instant. */
export function londonTime(instant: Date | string | number): string {
  const z = new TZDate(new Date(instant).getTime(), parishTimeZone);
  return `${String(z.getHours()).padStart(2, "0")}:${String(z.getMinutes()).padStart(2, "0")}`;
}

/** Adds whole days to a calendar date string. */
export function addDaysIso(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return t.toISOString().slice(0, 10);
}

/** Day of week of a calendar date, 0 = Sunday. */
export function weekdayIso(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}
