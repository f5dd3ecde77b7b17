/**
 * Text as a search compares it: without accents or breathings, in small letters, the Greek final
 * sigma as σ, every apostrophe as ' and every dash as -, and runs of spaces as one, so
 * «ΠΑΠΑΔΌΠΟΥΛΟΣ», «Παπαδοπουλος» and «παπαδόπουλος» are the same word, 'ελλ' finds 'Ελλάδα',
 * 'cote' finds 'Côte d'Ivoire' and O'Brien finds O’Brien as a phone writes it. Used by the country box
 * and the office's bookings search; done in code, not SQL, because a database in the C locale (or
 * SQL_ASCII) folds neither Greek case nor accents (ADR 013).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("ς", "σ")
    .replace(/[’‘ʼʹ`´′]/g, "'")
    .replace(/[‐‑‒–—−]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}
