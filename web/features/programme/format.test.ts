import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { el, enGB } from "date-fns/locale";
import { describe, expect, it } from "vitest";
import {
  formatDayMonthRange,
  formatLongDate,
  formatNextService,
  formatShortDate,
  formatTime,
} from "./format.ts";

// Liturgical review: «22 Φεβρουαρίου – 27 Φεβρουαρίου» named the month twice; Greek (and British
// English) write a range within one month as «22–27 Φεβρουαρίου».
describe("a period's dates", () => {
  it("names a month once when the period stays in it, in both languages", () => {
    expect(formatDayMonthRange("2027-08-01", "2027-08-14", "el")).toBe("1–14 Αυγούστου");
    expect(formatDayMonthRange("2027-02-22", "2027-02-27", "en")).toBe("22–27 February");
  });

  it("names both months across a month's end, and one day alone", () => {
    expect(formatDayMonthRange("2026-11-15", "2026-12-24", "el")).toBe("15 Νοεμβρίου – 24 Δεκεμβρίου");
    expect(formatDayMonthRange("2026-12-25", "2027-01-04", "en")).toBe("25 December – 4 January");
    expect(formatDayMonthRange("2027-06-28", "2027-06-28", "el")).toBe("28 Ιουνίου");
  });
});

describe("programme dates in London time", () => {
  it("writes times across both clock changes in English and Greek", () => {
    expect(formatTime("2026-03-29T00:30:00Z", "en")).toBe("12:30 am");
    expect(formatTime("2026-03-29T01:00:00Z", "en")).toBe("2:00 am");
    expect(formatTime("2026-10-25T00:30:00Z", "el")).toBe("1:30 π.μ.");
    expect(formatTime("2026-10-25T01:30:00Z", "el")).toBe("1:30 π.μ.");
    expect(formatTime("2026-07-05T08:15:00Z", "el")).toBe("9:15 π.μ.");
  });

  it("writes the London date when it differs from the UTC one", () => {
    expect(formatLongDate("2026-06-30T23:30:00Z", "en")).toBe("Wednesday 1 July 2026");
    expect(formatLongDate("2026-06-30T23:30:00Z", "el")).toBe("Τετάρτη 1 Ιουλίου 2026");
    expect(formatShortDate("2026-12-31T23:59:00Z", "en")).toBe("Thu 31 Dec 2026");
    expect(formatNextService("2026-11-29T09:15:00Z", "el", "Σήμερα", false)).toBe(
      "Κυριακή 29 Νοεμβρίου 2026, 9:15 π.μ.",
    );
  });

  it("agrees with time-zone-aware formatting every 45 minutes of a year", () => {
    const london = tz("Europe/London");
    const locales = { en: enGB, el };
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 45 * 60_000) {
      const iso = new Date(ms).toISOString();
      for (const language of ["en", "el"] as const) {
        const reference = (pattern: string) => format(ms, pattern, { locale: locales[language], in: london });
        expect(formatTime(iso, language)).toBe(reference("h:mm aaa"));
        expect(formatLongDate(iso, language)).toBe(reference("EEEE d MMMM yyyy"));
      }
    }
  });
});
