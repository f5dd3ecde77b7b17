import { describe, expect, it } from "vitest";
import { dayOfWeek } from "./dates.ts";
import { orthodoxPascha } from "./pascha.ts";

// Published Orthodox Pascha dates (Gregorian).
const PUBLISHED: Record<number, string> = {
  1990: "1990-04-15",
  1991: "1991-04-07",
  1992: "1992-04-26",
  1993: "1993-04-18",
  1994: "1994-05-01",
  1995: "1995-04-23",
  1996: "1996-04-14",
  1997: "1997-04-27",
  1998: "1998-04-19",
  1999: "1999-04-11",
  2000: "2000-04-30",
  2001: "2001-04-15",
  2002: "2002-05-05",
  2003: "2003-04-27",
  2004: "2004-04-11",
  2005: "2005-05-01",
  2006: "2006-04-23",
  2007: "2007-04-08",
  2008: "2008-04-27",
  2009: "2009-04-19",
  2010: "2010-04-04",
  2011: "2011-04-24",
  2012: "2012-04-15",
  2013: "2013-05-05",
  2014: "2014-04-20",
  2015: "2015-04-12",
  2016: "2016-05-01",
  2017: "2017-04-16",
  2018: "2018-04-08",
  2019: "2019-04-28",
  2020: "2020-04-19",
  2021: "2021-05-02",
  2022: "2022-04-24",
  2023: "2023-04-16",
  2024: "2024-05-05",
  2025: "2025-04-20",
  2026: "2026-04-12",
  2027: "2027-05-02",
  2028: "2028-04-16",
  2029: "2029-04-08",
  2030: "2030-04-28",
  2031: "2031-04-13",
  2032: "2032-05-02",
  2033: "2033-04-24",
  2034: "2034-04-09",
  2035: "2035-04-29",
};

describe("orthodoxPascha", () => {
  it.each(Object.entries(PUBLISHED))("%s is %s", (year, expected) => {
    expect(orthodoxPascha(Number(year))).toBe(expected);
  });

  it("widens the Julian-Gregorian gap to 14 days in 2100 and 15 in 2200", () => {
    // Julian Pascha 2099: 30 March; 2100: 18 April; 2200: 22 March.
    expect(orthodoxPascha(2099)).toBe("2099-04-12");
    expect(orthodoxPascha(2100)).toBe("2100-05-02");
    expect(orthodoxPascha(2200)).toBe("2200-04-06");
  });

  it("is always a Sunday between 4 April and 10 May for 1900-2200", () => {
    for (let year = 1900; year <= 2200; year++) {
      const pascha = orthodoxPascha(year);
      expect(dayOfWeek(pascha), pascha).toBe(0);
      expect(pascha.slice(5) >= "04-04" && pascha.slice(5) <= "05-10", pascha).toBe(true);
    }
  });

  it.each([1899, 2201, 2025.5, Number.NaN])("rejects %s", (year) => {
    expect(() => orthodoxPascha(year)).toThrow(RangeError);
  });
});
