export const languages = ["en", "el"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
/** Remembers the language switcher's choice; the server reads it to redirect unprefixed paths. */
export const languageCookieName = "lang";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "el";
}

/** Picks en or el from an Accept-Language header, honouring q-values; en when neither is asked for. */
export function languageFromAcceptHeader(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    // q=0 is "not acceptable" (RFC 9110 12.4.2), not the least wanted.
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}
