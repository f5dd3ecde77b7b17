import { describe, expect, it } from "vitest";
import { addDays, dayOfWeek, isoDate, toCalendarDate, toIsoDate } from "./dates.ts";

describe("dates", () => {
  it("converts between ISO strings and calendar dates", () => {
    expect(toCalendarDate("2026-04-12")).toEqual({ year: 2026, month: 4, day: 12 });
    expect(toIsoDate({ year: 2025, month: 1, day: 5 })).toBe("2025-01-05");
    expect(isoDate(2024, 2, 29)).toBe("2024-02-29");
  });

  it.each(["2025-02-29", "1900-02-29", "2026-13-01", "2026-4-12", "12-04-2026", "", "0099-01-01"])(
    "rejects %j",
    (input) => {
      expect(() => toCalendarDate(input)).toThrow(RangeError);
    },
  );

  it("rejects impossible or fractional calendar dates", () => {
    expect(() => toIsoDate({ year: 2026, month: 4, day: 31 })).toThrow(RangeError);
    expect(() => toIsoDate({ year: 2026, month: 4, day: 1.5 })).toThrow(RangeError);
  });

  it("adds days across month, leap-day and year boundaries", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2100-02-28", 1)).toBe("2100-03-01");
    expect(addDays("2025-12-25", 11)).toBe("2026-01-05");
    expect(addDays("2026-04-12", -70)).toBe("2026-02-01");
  });

  it("gives the weekday with Sunday as 0", () => {
    expect(dayOfWeek("2026-04-12")).toBe(0);
    expect(dayOfWeek("1900-01-01")).toBe(1);
    expect(dayOfWeek("1969-12-31")).toBe(3);
    expect(dayOfWeek({ year: 2200, month: 12, day: 31 })).toBe(3);
  });
});
