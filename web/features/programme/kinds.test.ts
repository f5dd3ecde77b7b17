import { describe, expect, it } from "vitest";
import { commemorationsOn } from "../../../contracts/liturgical/index.ts";
import type { ServiceEntry } from "../../../contracts/programme.ts";
import { displayKind } from "./kinds.ts";

/** The feast the server gives a service on that date (its first commemoration). */
function on(date: string, kind: ServiceEntry["kind"]): Pick<ServiceEntry, "kind" | "feast"> {
  const [first] = commemorationsOn(date);
  return { kind, feast: first ? { id: first.id, rank: first.rank, name: first.name.en } : null };
}

describe("the colour and label of a service in the programme", () => {
  it("draws the Liturgy of a great feast and of the patronal feast as a feast day", () => {
    expect(displayKind(on("2026-12-25", "liturgy"))).toBe("feast");
    expect(displayKind(on("2027-06-10", "liturgy"))).toBe("feast"); // the Ascension
    expect(displayKind(on("2026-12-06", "liturgy"))).toBe("feast"); // St Nicholas, our church's
  });

  // Holy Friday, Clean Monday, Christmas Eve and every saint's day were drawn orange and
  // labelled "Feast day", and the service lost its own colour.
  it("keeps a service's own kind on days that are not great feasts", () => {
    expect(displayKind(on("2027-04-30", "other"))).toBe("other"); // Holy Friday
    expect(displayKind(on("2027-03-15", "vespers"))).toBe("vespers"); // Clean Monday
    expect(displayKind(on("2026-12-24", "liturgy"))).toBe("liturgy"); // Christmas Eve
    expect(displayKind(on("2026-12-27", "liturgy"))).toBe("liturgy"); // St Stephen, a Sunday
  });

  it("keeps a Vespers or a Paraklesis its own colour, even of a great feast", () => {
    expect(displayKind(on("2026-12-25", "vespers"))).toBe("vespers");
    expect(displayKind(on("2027-08-15", "great-paraklesis"))).toBe("great-paraklesis");
    expect(displayKind({ kind: "feast", feast: null })).toBe("feast");
  });
});
