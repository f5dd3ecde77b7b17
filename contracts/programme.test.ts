import { describe, expect, it } from "vitest";
import { commemoratedDate } from "./programme.ts";

// Pascha 2027 is 2 May: Holy Friday 30 April, Cheesefare Sunday 14 March.
describe("commemoratedDate", () => {
  it("files an afternoon or evening Vespers under the next day, whose service it begins", () => {
    expect(commemoratedDate("2026-12-05", "18:30", "vespers")).toBe("2026-12-06");
    // Forgiveness Vespers on Cheesefare Sunday is the first service of Clean Monday.
    expect(commemoratedDate("2027-03-14", "18:00", "vespers")).toBe("2027-03-15");
  });

  it("keeps a morning Vespers, and any other service, on its own day", () => {
    expect(commemoratedDate("2026-12-05", "09:00", "vespers")).toBe("2026-12-05");
    expect(commemoratedDate("2026-12-05", "18:30", "other")).toBe("2026-12-05");
  });

  it("files a Liturgy at night under the next day (the Resurrection on Holy Saturday is Pascha's)", () => {
    expect(commemoratedDate("2027-05-01", "23:00", "liturgy")).toBe("2027-05-02");
  });

  // Liturgical review: the Vespers of the Taking Down from the Cross on Holy Friday afternoon read
  // "Holy Saturday", and an Agape Vespers at noon on Pascha read "Bright Monday · St George".
  it("keeps the Vespers of Holy Friday and of Pascha on their own day", () => {
    expect(commemoratedDate("2027-04-30", "15:00", "vespers")).toBe("2027-04-30");
    expect(commemoratedDate("2027-05-02", "12:00", "vespers")).toBe("2027-05-02");
    expect(commemoratedDate("2028-04-14", "15:00", "vespers")).toBe("2028-04-14");
    // The Saturday and Monday around them keep the rule.
    expect(commemoratedDate("2027-05-01", "18:00", "vespers")).toBe("2027-05-02");
    expect(commemoratedDate("2027-05-03", "18:00", "vespers")).toBe("2027-05-04");
  });
});
