import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { el, enGB } from "date-fns/locale";
import { describe, expect, it } from "vitest";
import { monthWeeks } from "./calendar-math.ts";
import {
  formatDayMonthRange,
  formatLongDate,
  formatLongDay,
  formatMonthYear,
  formatNextService,
  formatShortDate,
  formatTime,
  weekdayNames,
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

describe("the next service's line", () => {
  it("says 'Today' on the day, and the weekday on any other, in both languages", () => {
    expect(formatNextService("2026-11-29T09:15:00Z", "en", "Today", true)).toBe(
      "Today, 29th November 2026, 9:15 am",
    );
    expect(formatNextService("2026-11-29T09:15:00Z", "en", "Today", false)).toBe(
      "Sunday, 29th November 2026, 9:15 am",
    );
    expect(formatNextService("2026-11-29T09:15:00Z", "el", "Σήμερα", true)).toBe(
      "Σήμερα, 29 Νοεμβρίου 2026, 9:15 π.μ.",
    );
  });
});

describe("the month grid", () => {
  it("heads its columns Monday to Sunday, and names a month as a title does", () => {
    expect(weekdayNames("en", "short")).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(weekdayNames("el", "long")[6]).toBe("Κυριακή");
    // A title's month stands alone: «Ιούνιος», not the date's «Ιουνίου».
    expect(formatMonthYear(2027, 6, "el")).toBe("Ιούνιος 2027");
    expect(formatMonthYear(2027, 6, "en")).toBe("June 2027");
  });

  it("puts each day under its weekday and labels it with that day", () => {
    // 1 June 2027 is a Tuesday: one empty cell before it; 30 June a Wednesday.
    const weeks = monthWeeks({ year: 2027, month: 6 });
    expect(weeks[0]).toEqual([
      null,
      "2027-06-01",
      "2027-06-02",
      "2027-06-03",
      "2027-06-04",
      "2027-06-05",
      "2027-06-06",
    ]);
    expect(weeks.at(-1)).toEqual(["2027-06-28", "2027-06-29", "2027-06-30", null, null, null, null]);
    // A month starting on a Monday has no empty cell before it (February 2027).
    expect(monthWeeks({ year: 2027, month: 2 })[0]?.[0]).toBe("2027-02-01");
    expect(formatLongDay("2027-06-01", "en")).toBe("Tuesday 1 June 2027");
    expect(formatLongDay("2027-06-01", "el")).toBe("Τρίτη 1 Ιουνίου 2027");
  });
});
