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

const byName = new Map<Language, Map<string, Country>>();

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
 * The country whose whole name (or another name people use for it: 'Russia', 'UK') was typed, in
 * the page's language, whatever the capitals and accents.
 */
export function countryNamed(typed: string, language: Language): Country | undefined {
  let names = byName.get(language);
  if (!names) {
    const listed = new Map(countryList(language).map((country) => [country.code, country]));
    names = new Map();
    for (const [code, all] of Object.entries(countries.getNames(language, { select: "all" }))) {
      const country = listed.get(code);
      if (!country) continue;
      for (const name of all) names.set(foldForSearch(name), country);
    }
    const uk = listed.get("GB");
    if (uk) for (const name of ukNames) names.set(foldForSearch(name), uk);
    byName.set(language, names);
  }
  return names.get(foldForSearch(typed));
}
