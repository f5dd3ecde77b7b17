import { describe, expect, it } from "vitest";
import { dayOfWeek } from "./dates.ts";
import { MOVEABLE_FEASTS, type MoveableFeastId, moveableFeastDate, moveableFeasts } from "./moveable.ts";

const CYCLE_2025: Record<MoveableFeastId, string> = {
  "publican-and-pharisee": "2025-02-09",
  "prodigal-son": "2025-02-16",
  "saturday-of-souls-meatfare": "2025-02-22",
  "meatfare-sunday": "2025-02-23",
  "cheesefare-sunday": "2025-03-02",
  "clean-monday": "2025-03-03",
  "st-theodore-saturday": "2025-03-08",
  "sunday-of-orthodoxy": "2025-03-09",
  "saturday-of-souls-lent-2": "2025-03-15",
  "st-gregory-palamas-sunday": "2025-03-16",
  "saturday-of-souls-lent-3": "2025-03-22",
  "veneration-of-the-cross": "2025-03-23",
  "saturday-of-souls-lent-4": "2025-03-29",
  "st-john-climacus-sunday": "2025-03-30",
  "st-mary-of-egypt-sunday": "2025-04-06",
  "lazarus-saturday": "2025-04-12",
  "palm-sunday": "2025-04-13",
  "holy-monday": "2025-04-14",
  "holy-tuesday": "2025-04-15",
  "holy-wednesday": "2025-04-16",
  "holy-thursday": "2025-04-17",
  "holy-friday": "2025-04-18",
  "holy-saturday": "2025-04-19",
  pascha: "2025-04-20",
  "bright-monday": "2025-04-21",
  "bright-tuesday": "2025-04-22",
  "bright-wednesday": "2025-04-23",
  "bright-thursday": "2025-04-24",
  "life-giving-spring": "2025-04-25",
  "bright-saturday": "2025-04-26",
  "thomas-sunday": "2025-04-27",
  "myrrhbearers-sunday": "2025-05-04",
  "paralytic-sunday": "2025-05-11",
  "mid-pentecost": "2025-05-14",
  "samaritan-woman-sunday": "2025-05-18",
  "blind-man-sunday": "2025-05-25",
  ascension: "2025-05-29",
  "fathers-first-council-sunday": "2025-06-01",
  "saturday-of-souls-pentecost": "2025-06-07",
  pentecost: "2025-06-08",
  "holy-spirit-monday": "2025-06-09",
  "all-saints": "2025-06-15",
};

const CYCLE_2026: Record<MoveableFeastId, string> = {
  "publican-and-pharisee": "2026-02-01",
  "prodigal-son": "2026-02-08",
  "saturday-of-souls-meatfare": "2026-02-14",
  "meatfare-sunday": "2026-02-15",
  "cheesefare-sunday": "2026-02-22",
  "clean-monday": "2026-02-23",
  "st-theodore-saturday": "2026-02-28",
  "sunday-of-orthodoxy": "2026-03-01",
  "saturday-of-souls-lent-2": "2026-03-07",
  "st-gregory-palamas-sunday": "2026-03-08",
  "saturday-of-souls-lent-3": "2026-03-14",
  "veneration-of-the-cross": "2026-03-15",
  "saturday-of-souls-lent-4": "2026-03-21",
  "st-john-climacus-sunday": "2026-03-22",
  "st-mary-of-egypt-sunday": "2026-03-29",
  "lazarus-saturday": "2026-04-04",
  "palm-sunday": "2026-04-05",
  "holy-monday": "2026-04-06",
  "holy-tuesday": "2026-04-07",
  "holy-wednesday": "2026-04-08",
  "holy-thursday": "2026-04-09",
  "holy-friday": "2026-04-10",
  "holy-saturday": "2026-04-11",
  pascha: "2026-04-12",
  "bright-monday": "2026-04-13",
  "bright-tuesday": "2026-04-14",
  "bright-wednesday": "2026-04-15",
  "bright-thursday": "2026-04-16",
  "life-giving-spring": "2026-04-17",
  "bright-saturday": "2026-04-18",
  "thomas-sunday": "2026-04-19",
  "myrrhbearers-sunday": "2026-04-26",
  "paralytic-sunday": "2026-05-03",
  "mid-pentecost": "2026-05-06",
  "samaritan-woman-sunday": "2026-05-10",
  "blind-man-sunday": "2026-05-17",
  ascension: "2026-05-21",
  "fathers-first-council-sunday": "2026-05-24",
  "saturday-of-souls-pentecost": "2026-05-30",
  pentecost: "2026-05-31",
  "holy-spirit-monday": "2026-06-01",
  "all-saints": "2026-06-07",
};

const SUNDAYS: MoveableFeastId[] = [
  "publican-and-pharisee",
  "prodigal-son",
  "meatfare-sunday",
  "cheesefare-sunday",
  "sunday-of-orthodoxy",
  "st-gregory-palamas-sunday",
  "veneration-of-the-cross",
  "st-john-climacus-sunday",
  "st-mary-of-egypt-sunday",
  "palm-sunday",
  "pascha",
  "thomas-sunday",
  "myrrhbearers-sunday",
  "paralytic-sunday",
  "samaritan-woman-sunday",
  "blind-man-sunday",
  "fathers-first-council-sunday",
  "pentecost",
  "all-saints",
];

const WEEKDAYS: Partial<Record<MoveableFeastId, number>> = {
  ...Object.fromEntries(SUNDAYS.map((id) => [id, 0])),
  "clean-monday": 1,
  "lazarus-saturday": 6,
  "saturday-of-souls-meatfare": 6,
  "st-theodore-saturday": 6,
  "saturday-of-souls-lent-2": 6,
  "saturday-of-souls-lent-3": 6,
  "saturday-of-souls-lent-4": 6,
  "saturday-of-souls-pentecost": 6,
  "holy-thursday": 4,
  "holy-friday": 5,
  "life-giving-spring": 5,
  "mid-pentecost": 3,
  ascension: 4,
  "holy-spirit-monday": 1,
};

describe("moveable cycle", () => {
  it.each([
    [2025, CYCLE_2025],
    [2026, CYCLE_2026],
  ])("matches the published calendar for %i", (year, expected) => {
    const actual = Object.fromEntries(moveableFeasts(year).map(({ id, date }) => [id, date]));
    expect(actual).toEqual(expected);
  });

  it("looks up a single day", () => {
    expect(moveableFeastDate(2026, "pentecost")).toBe("2026-05-31");
  });

  it("falls on the right weekdays in every supported year", () => {
    for (let year = 1900; year <= 2200; year++) {
      for (const feast of moveableFeasts(year)) {
        const expected = WEEKDAYS[feast.id];
        if (expected !== undefined) expect(dayOfWeek(feast.date), `${feast.id} ${feast.date}`).toBe(expected);
        expect(feast.date.slice(0, 4)).toBe(String(year));
      }
    }
  });

  it("has unique ids, great rank only for Palm Sunday, Pascha, Ascension and Pentecost, and both languages", () => {
    expect(new Set(MOVEABLE_FEASTS.map(({ id }) => id)).size).toBe(MOVEABLE_FEASTS.length);
    expect(MOVEABLE_FEASTS.filter(({ rank }) => rank === "great").map(({ id }) => id)).toEqual([
      "palm-sunday",
      "pascha",
      "ascension",
      "pentecost",
    ]);
    for (const { name } of MOVEABLE_FEASTS) {
      expect(name.en).toMatch(/^[A-Z]/);
      expect(name.el).toMatch(/^[Α-ΩΆΈΉΊΌΎΏ]/);
    }
  });
});
