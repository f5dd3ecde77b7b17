/**
 * Text as a search compares it: without accents or breathings, in small letters, the Greek final
 * sigma as σ and runs of spaces as one, so «ΠΑΠΑΔΌΠΟΥΛΟΣ», «Παπαδοπουλος» and «παπαδόπουλος» are
 * the same word, 'ελλ' finds 'Ελλάδα' and 'cote' finds 'Côte d'Ivoire'. Used by the country box
 * and the office's bookings search; done in code, not SQL, because a database in the C locale (or
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
