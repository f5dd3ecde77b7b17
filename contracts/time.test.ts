import { describe, expect, it } from "vitest";
import { endOfLondonDay, londonDate, londonTime, londonTimeExists, londonToUtc } from "./time.ts";

describe("London dates and times of UTC instants", () => {
  it("follows the clocks across both changes", () => {
    // Spring forward: 01:00 UTC on 29 March 2026 is 02:00 BST.
    expect(londonTime("2026-03-29T00:59:00Z")).toBe("00:59");
    expect(londonTime("2026-03-29T01:00:00Z")).toBe("02:00");
    // Fall back: 01:00 UTC on 25 October 2026 is 01:00 GMT, an hour after 01:00 BST.
    expect(londonTime("2026-10-25T00:00:00Z")).toBe("01:00");
    expect(londonTime("2026-10-25T00:59:00Z")).toBe("01:59");
    expect(londonTime("2026-10-25T01:00:00Z")).toBe("01:00");
  });

  it("knows the wall-clock times the spring change skips", () => {
    expect(londonTimeExists("2027-03-28", "00:45")).toBe(true);
    expect(londonTimeExists("2027-03-28", "01:00")).toBe(false);
    expect(londonTimeExists("2027-03-28", "01:59")).toBe(false);
    expect(londonTimeExists("2027-03-28", "02:00")).toBe(true);
    expect(londonTimeExists("2027-03-21", "01:30")).toBe(true);
    // The autumn change repeats 01:00-01:59: those times exist (twice).
    expect(londonTimeExists("2026-10-25", "01:30")).toBe(true);
  });

  it("gives the London date when it differs from the UTC date", () => {
    expect(londonDate("2026-06-30T23:30:00Z")).toBe("2026-07-01");
    expect(londonDate("2026-12-31T23:59:00Z")).toBe("2026-12-31");
    expect(londonDate(new Date("2027-03-27T23:30:00Z"))).toBe("2027-03-27");
    expect(londonDate(Date.UTC(2027, 6, 1, 23, 0))).toBe("2027-07-02");
  });

  it("agrees with the browser's own time-zone database every half hour of two years", () => {
    const reference = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const start = Date.UTC(2026, 0, 1);
    for (let ms = start; ms < Date.UTC(2028, 0, 1); ms += 30 * 60_000) {
      const parts = Object.fromEntries(reference.formatToParts(ms).map((part) => [part.type, part.value]));
      expect(`${londonDate(ms)} ${londonTime(ms)}`).toBe(
        `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
      );
    }
  });

  it("turns a London wall-clock time back into the same instant", () => {
    // 00:30 UTC on 25 October 2026 is 01:30 BST, the first of the two 01:30s that night.
    for (const iso of ["2026-03-29T01:00:00Z", "2026-07-15T09:15:00Z", "2026-10-25T00:30:00Z"]) {
      expect(londonToUtc(londonDate(iso), londonTime(iso)).toISOString()).toBe(new Date(iso).toISOString());
    }
  });

  // Office review: a year typed short into a date field ("27") was read as 1927, a year the API
  // takes, and a service was saved in 1927 with "Service added".
  it("reads the year as written, the years 0 to 99 too", () => {
    expect(londonToUtc("0027-11-10", "10:00").getUTCFullYear()).toBe(27);
    expect(londonToUtc("2027-11-10", "10:00").toISOString()).toBe("2027-11-10T10:00:00.000Z");
    expect(londonToUtc("2028-02-29", "10:00").toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(Number.isNaN(londonToUtc("not-a-date", "10:00").getTime())).toBe(true);
  });

  // A wall-clock time was read through the machine's own zone: 02:30 on the spring-change day was
  // 02:30 UTC on a computer in Cyprus (whose clocks change the same hour) and did not exist at all,
  // and the 01:30 the autumn change repeats was the first one in London but the second in UTC, so
  // the office's browser and the server (TZ=UTC) put the same slot an hour apart.
  it("reads a London wall-clock time the same whatever the machine's own time zone", () => {
    const cases: [string, string, string][] = [
      ["2027-03-28", "00:30", "2027-03-28T00:30:00.000Z"],
      // The hour the clocks skip reads as the hour after, as calendar programs read it.
      ["2027-03-28", "01:30", "2027-03-28T01:30:00.000Z"],
      ["2027-03-28", "02:00", "2027-03-28T01:00:00.000Z"],
      ["2027-03-28", "02:30", "2027-03-28T01:30:00.000Z"],
      // The hour the clocks repeat reads as its first pass (BST), as RFC 5545 reads it.
      ["2027-10-31", "01:00", "2027-10-31T00:00:00.000Z"],
      ["2027-10-31", "01:30", "2027-10-31T00:30:00.000Z"],
      ["2027-10-31", "02:00", "2027-10-31T02:00:00.000Z"],
      ["2027-12-31", "23:30", "2027-12-31T23:30:00.000Z"],
      ["2028-02-29", "10:00", "2028-02-29T10:00:00.000Z"],
    ];
    const machineZone = process.env.TZ;
    try {
      for (const zone of ["UTC", "Europe/London", "Asia/Nicosia", "Europe/Athens", "America/New_York"]) {
        process.env.TZ = zone;
        for (const [date, time, utc] of cases) {
          expect(londonToUtc(date, time).toISOString(), `${date} ${time} on a machine in ${zone}`).toBe(utc);
        }
        expect(londonTimeExists("2027-03-28", "02:30"), zone).toBe(true);
        expect(londonTimeExists("2027-03-28", "01:30"), zone).toBe(false);
        expect(londonTimeExists("2027-10-31", "01:30"), zone).toBe(true);
      }
    } finally {
      process.env.TZ = machineZone;
    }
  });

  it("does not throw on an invalid instant", () => {
    expect(londonDate("not a date")).toBe("NaN-NaN-NaN");
    expect(londonTime(Number.NaN)).toBe("NaN:NaN");
  });
});

describe("the end of a London day", () => {
  it("is London's next midnight, whatever the day's length", () => {
    // GMT; BST; the spring change's 23-hour day; the autumn change's 25-hour day.
    expect(endOfLondonDay("2027-01-31").toISOString()).toBe("2027-02-01T00:00:00.000Z");
    expect(endOfLondonDay("2027-07-15").toISOString()).toBe("2027-07-15T23:00:00.000Z");
    const spring = endOfLondonDay("2027-03-28").getTime() - endOfLondonDay("2027-03-27").getTime();
    const autumn = endOfLondonDay("2027-10-31").getTime() - endOfLondonDay("2027-10-30").getTime();
    expect([spring / 3_600_000, autumn / 3_600_000]).toEqual([23, 25]);
  });
});
