import { bookingTelephones, registerNames } from "../../../contracts/booking.ts";
import type { Language } from "../../../contracts/language.ts";
import { londonDate, londonTime } from "../../../contracts/time.ts";
import { translate } from "../../i18n.ts";
import type { BookingRow } from "./repository.ts";

/**
 * One CSV cell, always quoted. A value a spreadsheet would run as a formula (= + - @, or a
 * leading tab or carriage return) is prefixed with an apostrophe so it is shown as text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const columns = [
  "reference",
  "service",
  "status",
  "date",
  "time",
  "duration",
  "names",
  "sponsors",
  "contactName",
  "contactEmail",
  "telephones",
  "language",
  "declineReason",
  "submitted",
] as const;

/**
 * The bookings as a CSV file for spreadsheet programs: UTF-8 with a byte-order mark (so Excel
 * reads Greek names correctly), CRLF line ends, headings in the caller's language, London times.
 */
export function bookingsCsv(rows: BookingRow[], language: Language): string {
  const word = (key: string) => translate(language, key);
  const lines = [columns.map((column) => csvCell(word(`admin.csv.${column}`))).join(",")];
  for (const row of rows) {
    const details = (row.details ?? {}) as Record<string, unknown>;
    const values: Record<(typeof columns)[number], string> = {
      reference: row.id,
      service: word(`admin.types.${row.type}`),
      status: word(`admin.status.${row.status}`),
      date: londonDate(row.startsAt),
      time: londonTime(row.startsAt),
      duration: String(row.durationMinutes),
      ...registerNames(row.type, details),
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      telephones: bookingTelephones(row.type, details)
        .map(({ who, telephone }) => `${word(`admin.csv.telephoneOf.${who}`)}: ${telephone}`)
        .join("; "),
      language: word(`admin.languages.${row.language}`),
      declineReason: row.declineReason ?? "",
      submitted: `${londonDate(row.createdAt)} ${londonTime(row.createdAt)}`,
    };
    lines.push(columns.map((column) => csvCell(values[column])).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
