import { describe, expect, it } from "vitest";
import { addDays, dayOfWeek } from "./dates.ts";
import { fastingOn, fastingPeriods, fishDays } from "./fasts.ts";
import { orthodoxPascha } from "./pascha.ts";

const span = (year: number, id: string) => {
  const matches = fastingPeriods(year).filter(
    (period) => period.id === id && period.start.startsWith(String(year)),
  );
  expect(matches.length, `${id} ${year}`).toBeLessThanOrEqual(1);
  return matches[0] && [matches[0].start, matches[0].end];
};

const daysInclusive = (start: string, end: string) => {
  let days = 1;
  for (let date = start; date < end; date = addDays(date, 1)) days++;
  return days;
};

describe("fastingPeriods", () => {
  it("lists the periods of 2026 in date order", () => {
    expect(fastingPeriods(2026).map(({ id, kind, start, end }) => [id, kind, start, end])).toEqual([
      ["twelve-days", "fast-free", "2025-12-25", "2026-01-04"],
      ["theophany-eve", "fast", "2026-01-05", "2026-01-05"],
      ["theophany", "fast-free", "2026-01-06", "2026-01-06"],
      ["publican-week", "fast-free", "2026-02-02", "2026-02-07"],
      ["cheesefare-week", "fast", "2026-02-16", "2026-02-22"],
      ["great-lent", "fast", "2026-02-23", "2026-04-03"],
      ["lazarus-saturday-and-palm-sunday", "fast", "2026-04-04", "2026-04-05"],
      ["holy-week", "fast", "2026-04-06", "2026-04-11"],
      ["bright-week", "fast-free", "2026-04-13", "2026-04-18"],
      ["pentecost-week", "fast-free", "2026-06-01", "2026-06-06"],
      ["apostles-fast", "fast", "2026-06-08", "2026-06-28"],
      ["dormition-fast", "fast", "2026-08-01", "2026-08-14"],
      ["beheading-of-st-john-the-baptist", "fast", "2026-08-29", "2026-08-29"],
      ["exaltation-of-the-cross", "fast", "2026-09-14", "2026-09-14"],
      ["nativity-fast", "fast", "2026-11-15", "2026-12-24"],
      ["twelve-days", "fast-free", "2026-12-25", "2027-01-04"],
    ]);
  });

  it("keeps Great Lent to forty days, Clean Monday to the Friday before Lazarus Saturday", () => {
    expect(span(2025, "great-lent")).toEqual(["2025-03-03", "2025-04-11"]);
    for (const year of [1900, 2025, 2026, 2200]) {
      const [start = "", end = ""] = span(year, "great-lent") ?? [];
      expect(daysInclusive(start, end)).toBe(40);
      expect(dayOfWeek(end)).toBe(5);
    }
  });

  it("sets the Apostles' Fast from the Monday after All Saints to 28 June", () => {
    expect(span(2025, "apostles-fast")).toEqual(["2025-06-16", "2025-06-28"]);
    expect(daysInclusive("2025-06-16", "2025-06-28")).toBe(13);
    expect(span(2026, "apostles-fast")).toEqual(["2026-06-08", "2026-06-28"]);
    expect(daysInclusive("2026-06-08", "2026-06-28")).toBe(21);
    // Pascha 2 May: All Saints on 27 June leaves a single day.
    expect(span(2021, "apostles-fast")).toEqual(["2021-06-28", "2021-06-28"]);
  });

  it("has no Apostles' Fast after a late Pascha (2024: All Saints on 30 June)", () => {
    expect(span(2024, "apostles-fast")).toBeUndefined();
    expect(fastingOn("2024-07-01")).toMatchObject({ fasting: false });
  });

  it("never overlaps and stays ordered in any supported year", () => {
    for (let year = 1900; year <= 2200; year++) {
      const periods = fastingPeriods(year);
      periods.forEach((period, index) => {
        expect(period.start <= period.end, `${period.id} ${year}`).toBe(true);
        const next = periods[index + 1];
        if (next) expect(period.end < next.start, `${period.id} / ${next.id} ${year}`).toBe(true);
      });
    }
  });
});

describe("fastingOn", () => {
  it.each([
    ["2026-02-01", "Sunday of the Publican and the Pharisee", false, undefined],
    ["2026-02-02", "first day of the fast-free week", false, "publican-week"],
    ["2026-02-04", "Wednesday of the fast-free week", false, "publican-week"],
    ["2026-02-06", "Friday of the fast-free week", false, "publican-week"],
    ["2026-02-07", "last day of the fast-free week", false, "publican-week"],
    ["2026-02-11", "Wednesday after the Prodigal Son", true, "wednesday"],
    ["2026-02-18", "Wednesday of Cheesefare Week", true, "cheesefare-week"],
    ["2026-02-23", "Clean Monday", true, "great-lent"],
    ["2026-03-25", "the Annunciation in Lent", true, "great-lent"],
    ["2026-04-05", "Palm Sunday", true, "lazarus-saturday-and-palm-sunday"],
    ["2026-04-10", "Holy Friday", true, "holy-week"],
    ["2026-04-12", "Pascha", false, undefined],
    ["2026-04-15", "Bright Wednesday", false, "bright-week"],
    ["2026-04-17", "Bright Friday", false, "bright-week"],
    ["2026-04-22", "Wednesday after Thomas Sunday", true, "wednesday"],
    ["2026-06-03", "Wednesday after Pentecost", false, "pentecost-week"],
    ["2026-06-05", "Friday after Pentecost", false, "pentecost-week"],
    ["2026-06-07", "All Saints", false, undefined],
    ["2026-06-08", "first day of the Apostles' Fast", true, "apostles-fast"],
    ["2026-06-28", "last day of the Apostles' Fast", true, "apostles-fast"],
    ["2026-06-29", "Sts Peter and Paul, a Monday", false, undefined],
    ["2026-07-31", "the day before the Dormition Fast, a Friday", true, "friday"],
    ["2026-08-01", "first day of the Dormition Fast", true, "dormition-fast"],
    ["2026-08-14", "last day of the Dormition Fast", true, "dormition-fast"],
    ["2026-08-15", "the Dormition, a Saturday", false, undefined],
    ["2026-08-29", "the Beheading of St John", true, "beheading-of-st-john-the-baptist"],
    ["2026-09-14", "the Exaltation of the Cross", true, "exaltation-of-the-cross"],
    ["2026-10-07", "an ordinary Wednesday", true, "wednesday"],
    ["2026-10-08", "an ordinary Thursday", false, undefined],
    ["2026-10-09", "an ordinary Friday", true, "friday"],
    ["2026-11-14", "the day before the Nativity Fast", false, undefined],
    ["2026-11-15", "first day of the Nativity Fast", true, "nativity-fast"],
    ["2026-12-24", "Christmas Eve", true, "nativity-fast"],
    ["2026-12-25", "Christmas Day, a Friday", false, "twelve-days"],
    ["2027-01-01", "New Year's Day, a Friday", false, "twelve-days"],
    ["2027-01-04", "last of the fast-free days", false, "twelve-days"],
    ["2027-01-05", "the Eve of Theophany", true, "theophany-eve"],
    ["2027-01-06", "Theophany, a Wednesday", false, "theophany"],
  ])("%s (%s): fasting %s, %s", (date, _label, fasting, period) => {
    const status = fastingOn(date);
    expect(status.fasting).toBe(fasting);
    expect(status.period).toBe(period);
  });

  it("names the day in both languages", () => {
    expect(fastingOn("2026-10-09").name).toEqual({ en: "Friday fast", el: "Νηστεία της Παρασκευής" });
    expect(fastingOn("2026-10-08").name).toEqual({ en: "No fast", el: "Κατάλυση εις πάντα" });
    expect(fastingOn({ year: 2026, month: 3, day: 2 }).name).toEqual({
      en: "Great Lent",
      el: "Μεγάλη Τεσσαρακοστή",
    });
  });

  it("treats every Wednesday and Friday outside fast-free periods as a fast day", () => {
    const freePeriods = fastingPeriods(2025).filter(({ kind }) => kind === "fast-free");
    for (let date = "2025-01-01"; date <= "2025-12-31"; date = addDays(date, 1)) {
      const weekday = dayOfWeek(date);
      if (weekday !== 3 && weekday !== 5) continue;
      const free = freePeriods.some(({ start, end }) => start <= date && date <= end);
      expect(fastingOn(date).fasting, date).toBe(!free);
    }
  });
});

describe("fish on a great feast within a fast", () => {
  it("allows fish on the Annunciation in Great Lent (2027: a Thursday of the third week, Pascha 2 May)", () => {
    expect(orthodoxPascha(2027)).toBe("2027-05-02");
    expect(fastingOn("2027-03-25")).toEqual({
      fasting: true,
      period: "great-lent",
      allowance: "fish",
      name: {
        en: "The Annunciation (fish is allowed)",
        el: "Ευαγγελισμός της Θεοτόκου (κατάλυση ιχθύος)",
      },
    });
    // The days either side keep the Lenten fast.
    expect(fastingOn("2027-03-24")).toMatchObject({ period: "great-lent", name: { en: "Great Lent" } });
    expect(fastingOn("2027-03-26").allowance).toBeUndefined();
  });

  // On the Revised Julian calendar, with Pascha reckoned on the Julian one, Pascha is never before
  // 4 April (1900-2099), so 25 March is always in Great Lent proper, never on Lazarus Saturday, in
  // Holy Week (whose Friday and Saturday would have no fish) or on Pascha.
  it("finds the Annunciation in Great Lent proper, a fish day, in every supported year", () => {
    for (let year = 1900; year <= 2200; year++) {
      const status = fastingOn({ year, month: 3, day: 25 });
      expect(status.period, String(year)).toBe("great-lent");
      expect(status.allowance, String(year)).toBe("fish");
      expect(addDays(`${year}-03-25`, 10) <= orthodoxPascha(year), String(year)).toBe(true);
    }
  });

  it.each([
    ["2027-08-06", "a Friday"],
    ["2031-08-06", "a Wednesday"],
    ["2026-08-06", "a Thursday"],
  ])("allows fish on the Transfiguration within the Dormition Fast (%s, %s)", (date) => {
    expect(fastingOn(date)).toEqual({
      fasting: true,
      period: "dormition-fast",
      allowance: "fish",
      name: { en: "The Transfiguration (fish is allowed)", el: "Μεταμόρφωση του Σωτήρος (κατάλυση ιχθύος)" },
    });
  });

  it.each([
    ["2029-11-21", "a Wednesday"],
    ["2031-11-21", "a Friday"],
    ["2026-11-21", "a Saturday"],
  ])("allows fish on the Entry of the Theotokos within the Nativity Fast (%s, %s)", (date) => {
    expect(fastingOn(date)).toEqual({
      fasting: true,
      period: "nativity-fast",
      allowance: "fish",
      name: {
        en: "The Entry of the Theotokos (fish is allowed)",
        el: "Εισόδια της Θεοτόκου (κατάλυση ιχθύος)",
      },
    });
  });

  it.each([
    ["2031-08-15", "friday", "The Dormition of the Theotokos", "Κοίμηση της Θεοτόκου"],
    ["2029-08-15", "wednesday", "The Dormition of the Theotokos", "Κοίμηση της Θεοτόκου"],
    ["2027-09-08", "wednesday", "The Nativity of the Theotokos", "Γέννηση της Θεοτόκου"],
    ["2028-02-02", "wednesday", "The Meeting of the Lord", "Υπαπαντή του Κυρίου"],
  ])("allows fish on a great feast on an ordinary Wednesday or Friday (%s, %s)", (date, period, en, el) => {
    expect(fastingOn(date)).toEqual({
      fasting: true,
      period,
      allowance: "fish",
      name: { en: `${en} (fish is allowed)`, el: `${el} (κατάλυση ιχθύος)` },
    });
  });

  it("leaves a great feast on a day that is no fast as it was", () => {
    // The Dormition on a Saturday; the Meeting of the Lord in the fast-free week (2029).
    expect(fastingOn("2026-08-15")).toEqual({
      fasting: false,
      name: { en: "No fast", el: "Κατάλυση εις πάντα" },
    });
    expect(fastingOn("2029-02-02")).toMatchObject({ fasting: false, period: "publican-week" });
    expect(fastingOn("2029-02-02").allowance).toBeUndefined();
  });

  it("keeps the Exaltation of the Cross a fast day without fish", () => {
    expect(fastingOn("2027-09-14")).toEqual({
      fasting: true,
      period: "exaltation-of-the-cross",
      name: {
        en: "Exaltation of the Holy Cross (fast day)",
        el: "Ύψωση του Τιμίου Σταυρού (ημέρα νηστείας)",
      },
    });
  });

  it("marks Palm Sunday's fish, which its period already names, and not Lazarus Saturday's", () => {
    expect(fastingOn("2026-04-05")).toEqual({
      fasting: true,
      period: "lazarus-saturday-and-palm-sunday",
      allowance: "fish",
      name: {
        en: "Lazarus Saturday and Palm Sunday (fish is allowed on Palm Sunday)",
        el: "Σάββατο του Λαζάρου και Κυριακή των Βαΐων (κατάλυση ιχθύος την Κυριακή των Βαΐων)",
      },
    });
    expect(fastingOn("2026-04-04").allowance).toBeUndefined();
  });

  it("lists a year's fish days in date order, only where they relax a fast, with fastingOn's names", () => {
    expect(fishDays(2027).map(({ id, date }) => [id, date])).toEqual([
      ["annunciation", "2027-03-25"],
      ["transfiguration", "2027-08-06"],
      ["nativity-of-the-theotokos", "2027-09-08"],
      ["entry-of-the-theotokos", "2027-11-21"],
    ]);
    for (const year of [2026, 2027, 2028, 2031]) {
      for (const day of fishDays(year)) {
        expect(fastingOn(day.date)).toMatchObject({ fasting: true, allowance: "fish", name: day.name });
      }
    }
  });
});
