import { foldForSearch } from "../../../contracts/search-text.ts";

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

type Searchable = { contactName: string; contactEmail: string; details: unknown };

/**
 * What the office's search reads of a booking, stored with it (`bookings.search_text`): the
 * account holder's name and e-mail and every name its details hold, each folded
 * (contracts/search-text.ts) on a line of its own.
 */
export function searchTextOf(booking: Searchable): string {
  return [booking.contactName, booking.contactEmail, ...namesIn(booking.details)]
    .map(foldForSearch)
    .filter(Boolean)
    .join("\n");
}

/** The query's words, folded as the stored text is. */
export const searchWords = (query: string) => foldForSearch(query).split(/\s+/).filter(Boolean);

/**
 * Whether one line of a booking's search text (one name, or the e-mail) contains every one of the
 * query's `words` (searchWords), in any order ("Smith Oliver" finds Oliver James Smith). Each name
 * is matched on its own, so a query never spans two people.
 */
export function matchesSearchText(searchText: string, words: string[]): boolean {
  return searchText.split("\n").some((line) => words.every((word) => holdsWord(line, word)));
}

/**
 * Whether folded `text` holds `word`. A word with an @ is an address typed from its start, so it
 * is found only where an address starts: 'ann@gmail.com' is not 'joann@gmail.com' (the office's
 * Accounts links to the bookings of one address by it, ADR 037).
 */
export function holdsWord(text: string, word: string): boolean {
  if (!word.includes("@")) return text.includes(word);
  return text.split(" ").some((part) => part.startsWith(word));
}
