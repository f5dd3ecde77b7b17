import { describe, expect, it } from "vitest";
import { commemorationsOn } from "./calendar.ts";
import { FIXED_FEASTS, fixedFeasts } from "./fixed-feasts.ts";

const stGeorge = (year: number) => fixedFeasts(year).find(({ id }) => id === "st-george");
const stMark = (year: number) => fixedFeasts(year).find(({ id }) => id === "st-mark");

describe("fixed feasts", () => {
  it("includes the nine fixed Great Feasts, and only those, at great rank", () => {
    const great = FIXED_FEASTS.filter(({ rank }) => rank === "great").map(({ id, month, day }) => [
      id,
      month,
      day,
    ]);
    expect(great).toEqual([
      ["theophany", 1, 6],
      ["presentation-of-the-lord", 2, 2],
      ["annunciation", 3, 25],
      ["transfiguration", 8, 6],
      ["dormition", 8, 15],
      ["nativity-of-the-theotokos", 9, 8],
      ["exaltation-of-the-cross", 9, 14],
      ["entry-of-the-theotokos", 11, 21],
      ["nativity-of-christ", 12, 25],
    ]);
  });

  it("has unique ids, valid dates in calendar order and names in both languages", () => {
    expect(new Set(FIXED_FEASTS.map(({ id }) => id)).size).toBe(FIXED_FEASTS.length);
    const keys = FIXED_FEASTS.map(({ month, day }) => month * 100 + day);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(fixedFeasts(2025).map(({ date }) => date.slice(5))).toEqual(
      FIXED_FEASTS.map(
        ({ month, day }) => `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      ),
    );
    for (const { name } of FIXED_FEASTS) {
      expect(name.en).toMatch(/^[A-Z]/);
      expect(name.el).toMatch(/^[Α-ΩΆΈΉΊΌΎΏ]/);
    }
  });

  describe("St George", () => {
    it("moves to Bright Monday when 23 April falls late in Great Lent (2024: Pascha 5 May)", () => {
      expect(stGeorge(2024)).toMatchObject({ date: "2024-05-06", transferredFrom: "2024-04-23" });
      expect(commemorationsOn("2024-04-23").map(({ id }) => id)).not.toContain("st-george");
      expect(commemorationsOn("2024-05-06").map(({ id }) => id)).toEqual(["bright-monday", "st-george"]);
    });

    it("moves to Bright Monday when 23 April falls in Great Lent (2013: Pascha 5 May)", () => {
      expect(stGeorge(2013)).toMatchObject({ date: "2013-05-06", transferredFrom: "2013-04-23" });
    });

    it("moves to Bright Monday when 23 April falls in Holy Week (2022: Holy Saturday, Pascha 24 April)", () => {
      expect(stGeorge(2022)).toMatchObject({ date: "2022-04-25", transferredFrom: "2022-04-23" });
    });

    it("moves to Bright Monday when 23 April is Lazarus Saturday (2016: Pascha 1 May)", () => {
      expect(stGeorge(2016)).toMatchObject({ date: "2016-05-02", transferredFrom: "2016-04-23" });
    });

    it("moves to Bright Monday when 23 April is Pascha itself (2006)", () => {
      expect(stGeorge(2006)).toMatchObject({ date: "2006-04-24", transferredFrom: "2006-04-23" });
    });

    it("stays on 23 April when it falls after Pascha (2026, 2025: Bright Wednesday)", () => {
      expect(stGeorge(2026)).toEqual({
        date: "2026-04-23",
        id: "st-george",
        rank: "major",
        name: { en: "St George the Great Martyr", el: "Αγίου Γεωργίου του Τροπαιοφόρου" },
      });
      expect(stGeorge(2025)?.date).toBe("2025-04-23");
    });

    it("leaves St Mark on 25 April even in a year when St George is transferred", () => {
      expect(stMark(2024)?.date).toBe("2024-04-25");
    });
  });

  describe("St Mark", () => {
    it("moves to Bright Tuesday when 25 April is Palm Sunday (2027: Pascha 2 May)", () => {
      expect(stMark(2027)).toMatchObject({ date: "2027-05-04", transferredFrom: "2027-04-25" });
      expect(commemorationsOn("2027-04-25").map(({ id }) => id)).toEqual(["palm-sunday"]);
      // St George on Bright Monday, St Mark the day after.
      expect(commemorationsOn("2027-05-03").map(({ id }) => id)).toEqual(["bright-monday", "st-george"]);
      expect(commemorationsOn("2027-05-04").map(({ id }) => id)).toEqual(["bright-tuesday", "st-mark"]);
    });

    it.each([
      [2030, "Holy Thursday", "2030-04-30"],
      [2035, "Holy Wednesday", "2035-05-01"],
      [2003, "Holy Friday", "2003-04-29"],
      [2016, "Holy Monday", "2016-05-03"],
    ])("moves to Bright Tuesday when 25 April falls in Holy Week (%i: %s)", (year, _day, brightTuesday) => {
      expect(stMark(year)).toMatchObject({ date: brightTuesday, transferredFrom: `${year}-04-25` });
    });

    it("moves to Bright Tuesday when 25 April is Pascha itself (2038)", () => {
      expect(stMark(2038)).toMatchObject({ date: "2038-04-27", transferredFrom: "2038-04-25" });
    });

    it("stays on 25 April in Lent, on Lazarus Saturday and after Pascha", () => {
      // 2024: the Thursday before Lazarus Saturday; 2043: Lazarus Saturday; 2025: Bright Friday.
      for (const year of [2024, 2043, 2025, 2026]) {
        expect(stMark(year), String(year)).toEqual({
          date: `${year}-04-25`,
          id: "st-mark",
          rank: "major",
          name: {
            en: "St Mark the Apostle and Evangelist",
            el: "Αγίου Μάρκου του Αποστόλου και Ευαγγελιστού",
          },
        });
      }
    });
  });
});
