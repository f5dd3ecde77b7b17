import { countries } from "../../../contracts/countries.ts";
import type { Language } from "../../../contracts/language.ts";
import { foldForSearch } from "../../../contracts/search-text.ts";

/** Where our parishioners most often come from, listed first (the spec's order). */
export const priorityCountryCodes = ["GB", "CY", "GR", "BG", "RO", "RU", "RS", "UA"] as const;

export type Country = { code: string; name: string; priority: boolean };

const cache = new Map<Language, Country[]>();

/** Every country in the page's language: the priority ones first, then the rest alphabetically. */
export function countryList(language: Language): Country[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = countries.getNames(language, { select: "official" });
  const priority = priorityCountryCodes.map((code) => ({ code, name: names[code] ?? code, priority: true }));
  const rest = Object.entries(names)
    .filter(([code]) => !(priorityCountryCodes as readonly string[]).includes(code))
    .map(([code, name]) => ({ code, name, priority: false }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const list = [...priority, ...rest];
  cache.set(language, list);
  return list;
}

export function countryName(code: string, language: Language): string {
  return countries.getName(code, language, { select: "official" }) ?? code;
}

/**
 * Names a London family gives for a birthplace in the United Kingdom, which the ISO names leave
 * out: "England" was refused ("Choose the country from the list") on most of the parish's forms.
 */
const ukNames = [
  "England",
  "Scotland",
  "Wales",
  "Northern Ireland",
  "Great Britain",
  "Britain",
  "Αγγλία",
  "Σκωτία",
  "Ουαλία",
  "Βόρεια Ιρλανδία",
  "Μεγάλη Βρετανία",
  "Βρετανία",
];

/**
 * Each listed country by the name the list shows: that name, and every name it answers to in the
 * page's language (its own among them), folded for search.
 */
const searchNames = new Map<Language, Map<string, { country: Country; own: string; names: string[] }>>();

function namesOf(language: Language) {
  let table = searchNames.get(language);
  if (!table) {
    const listed = new Map(countryList(language).map((country) => [country.code, country]));
    table = new Map();
    for (const [code, all] of Object.entries(countries.getNames(language, { select: "all" }))) {
      const country = listed.get(code);
      if (country) {
        table.set(country.name, { country, own: foldForSearch(country.name), names: all.map(foldForSearch) });
      }
    }
    const uk = listed.get("GB");
    if (uk) table.get(uk.name)?.names.push(...ukNames.map(foldForSearch));
    searchNames.set(language, table);
  }
  return table;
}

const byName = new Map<Language, Map<string, Country>>();

/**
 * The country whose whole name (or another name people use for it: 'Russia', 'UK') was typed, in
 * the page's language, whatever the capitals and accents.
 */
export function countryNamed(typed: string, language: Language): Country | undefined {
  let names = byName.get(language);
  if (!names) {
    names = new Map();
    for (const { country, names: all } of namesOf(language).values()) {
      for (const name of all) names.set(name, country);
    }
    byName.set(language, names);
  }
  return names.get(foldForSearch(typed));
}

/** The letters last asked about, and whether some country's own name begins with them. */
const ownNameBegins = new Map<Language, { start: string; found: boolean }>();

/**
 * Whether the list should offer the country shown as `name` for the letters typed so far: its
 * name begins with them, whatever the capitals and accents; or another name people use for it is
 * exactly what was typed ("UK"); or, when no country's own name begins with them, another name
 * does. "Engl" or «Αγγλ» offers the United Kingdom, but "Gr" offers Greece alone: the UK, first in
 * the list, would otherwise come before it ("Great Britain").
 */
export function countryOffered(name: string, typed: string, language: Language): boolean {
  const start = foldForSearch(typed);
  const table = namesOf(language);
  const entry = table.get(name);
  if (!entry) return foldForSearch(name).startsWith(start);
  if (entry.own.startsWith(start)) return true;
  let asked = ownNameBegins.get(language);
  if (asked?.start !== start) {
    asked = { start, found: [...table.values()].some(({ own }) => own.startsWith(start)) };
    ownNameBegins.set(language, asked);
  }
  const { found } = asked;
  return entry.names.some((other) => other === start || (!found && other.startsWith(start)));
}
