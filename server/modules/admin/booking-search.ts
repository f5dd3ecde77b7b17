import type { BookingRow } from "./repository.ts";

/**
 * Text as the office's search compares it: without accents or breathings, in small letters, the
 * Greek final sigma as σ and runs of spaces as one, so «ΠΑΠΑΔΌΠΟΥΛΟΣ», «Παπαδοπουλος» and
 * «παπαδόπουλος» are the same word. Done here, not in SQL: a database in the C locale (or
 * SQL_ASCII) folds neither Greek case nor accents (ADR 013).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("ς", "σ")
    .replace(/\s+/g, " ")
    .trim();
}

const nameParts = ["firstName", "middleNames", "lastName", "maidenName"] as const;

/** Every person's name in a booking's details (child, parents, godparent, couple, families, witnesses). */
function namesIn(value: unknown): string[] {
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = nameParts
    .map((part) => record[part])
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join(" ");
  return [...(own ? [own] : []), ...Object.values(record).flatMap(namesIn)];
}

/**
 * Whether the account holder's name or e-mail, or a name the booking's details hold, contains
 * `query`. Each name is matched on its own, so a query never spans two people.
 */
export function bookingMatches(booking: BookingRow, query: string): boolean {
  const wanted = foldForSearch(query);
  return [booking.contactName, booking.contactEmail, ...namesIn(booking.details)].some((text) =>
    foldForSearch(text).includes(wanted),
  );
}
