import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { el, enGB } from "date-fns/locale";
import { describe, expect, it } from "vitest";
import { formatLongDate, formatNextService, formatShortDate, formatTime } from "./format.ts";

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
