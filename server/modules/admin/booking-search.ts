import { foldForSearch } from "../../../contracts/search-text.ts";
import type { BookingRow } from "./repository.ts";

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
 * every word of `query`, in any order ("Smith Oliver" finds Oliver James Smith). Each name is
 * matched on its own, so a query never spans two people.
 */
export function bookingMatches(booking: BookingRow, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return [booking.contactName, booking.contactEmail, ...namesIn(booking.details)].some((text) => {
    const folded = foldForSearch(text);
    return words.every((word) => folded.includes(word));
  });
}
