import { describe, expect, it } from "vitest";
import { commemorationsOn, feastsBetween, feastsInYear, upcomingFeasts } from "./calendar.ts";

const ids = (feasts: { id: string }[]) => feasts.map(({ id }) => id);
const datedIds = (feasts: { date: string; id: string }[]) => feasts.map(({ date, id }) => `${date} ${id}`);

describe("commemorationsOn", () => {
  it("returns the feast with its names", () => {
    expect(commemorationsOn("2026-10-26")).toEqual([
      {
        date: "2026-10-26",
        id: "st-demetrios",
        rank: "major",
        name: {
          en: "St Demetrios the Great Martyr, the Myrrh-streamer",
          el: "Αγίου Δημητρίου του Μυροβλύτου",
        },
      },
    ]);
  });

  it("puts great feasts first when the cycles meet (Annunciation on the 5th Sunday of Lent, 2029)", () => {
    expect(ids(commemorationsOn("2029-03-25"))).toEqual(["annunciation", "st-mary-of-egypt-sunday"]);
  });

  // Liturgical review: in 2028 the fourth Saturday of Lent is 25 March, and the calendar showed
  // "The Annunciation of the Theotokos · Saturday of Souls". No memorial of the departed is served
  // on a great feast: the Annunciation has the day.
  it("keeps no Saturday of Souls on the Annunciation (the fourth Saturday of Lent, 2028)", () => {
    expect(ids(commemorationsOn("2028-03-25"))).toEqual(["annunciation"]);
    expect(ids(feastsInYear(2028)).filter((id) => id.startsWith("saturday-of-souls"))).toEqual([
      "saturday-of-souls-meatfare",
      "saturday-of-souls-lent-2",
      "saturday-of-souls-lent-3",
      "saturday-of-souls-pentecost",
    ]);
    // A Saturday of Lent that is not the Annunciation keeps its memorial.
    expect(ids(commemorationsOn("2027-04-10"))).toContain("saturday-of-souls-lent-4");
  });

  it("puts the moveable day before a saint of equal rank", () => {
    expect(ids(commemorationsOn({ year: 2025, month: 4, day: 25 }))).toEqual([
      "life-giving-spring",
      "st-mark",
    ]);
  });

  it("returns nothing on a day without a listed commemoration", () => {
    expect(commemorationsOn("2026-10-27")).toEqual([]);
  });

  it("rejects invalid dates and unsupported years", () => {
    expect(() => commemorationsOn("2026-02-30")).toThrow(RangeError);
    expect(() => commemorationsOn("2201-01-01")).toThrow(RangeError);
  });
});

describe("feastsBetween", () => {
  it("spans New Year inclusively and in order", () => {
    expect(datedIds(feastsBetween("2025-12-24", "2026-01-07"))).toEqual([
      "2025-12-24 christmas-eve",
      "2025-12-25 nativity-of-christ",
      "2025-12-26 synaxis-of-the-theotokos",
      "2025-12-27 st-stephen",
      "2026-01-01 circumcision-and-st-basil",
      "2026-01-05 theophany-eve",
      "2026-01-06 theophany",
      "2026-01-07 synaxis-of-st-john-the-baptist",
    ]);
  });

  it("includes St George on his transferred date only", () => {
    expect(
      datedIds(feastsBetween("2024-04-22", "2024-05-06")).filter((entry) => entry.includes("george")),
    ).toEqual(["2024-05-06 st-george"]);
  });

  it("is empty when the range is reversed", () => {
    expect(feastsBetween("2026-02-01", "2026-01-01")).toEqual([]);
  });

  it("lists each feast once per year, all twelve Great Feasts and Pascha at great rank", () => {
    const year = feastsInYear(2026);
    expect(new Set(ids(year)).size).toBe(year.length);
    expect(ids(year.filter(({ rank }) => rank === "great"))).toEqual([
      "theophany",
      "presentation-of-the-lord",
      "annunciation",
      "palm-sunday",
      "pascha",
      "ascension",
      "pentecost",
      "transfiguration",
      "dormition",
      "nativity-of-the-theotokos",
      "exaltation-of-the-cross",
      "entry-of-the-theotokos",
      "nativity-of-christ",
    ]);
    expect(feastsBetween("2026-01-01", "2026-12-31")).toEqual(year);
  });
});

describe("upcomingFeasts", () => {
  it("starts from today", () => {
    expect(datedIds(upcomingFeasts("2026-04-10", 4))).toEqual([
      "2026-04-10 holy-friday",
      "2026-04-11 holy-saturday",
      "2026-04-12 pascha",
      "2026-04-13 bright-monday",
    ]);
  });

  it("continues into the next year", () => {
    expect(datedIds(upcomingFeasts("2026-12-28", 2))).toEqual([
      "2027-01-01 circumcision-and-st-basil",
      "2027-01-05 theophany-eve",
    ]);
  });

  it("stops at the end of the supported range", () => {
    expect(datedIds(upcomingFeasts("2200-12-26", 5))).toEqual([
      "2200-12-26 synaxis-of-the-theotokos",
      "2200-12-27 st-stephen",
    ]);
  });

  it("handles a zero count and rejects a negative one", () => {
    expect(upcomingFeasts("2026-01-01", 0)).toEqual([]);
    expect(() => upcomingFeasts("2026-01-01", -1)).toThrow(RangeError);
  });
});
