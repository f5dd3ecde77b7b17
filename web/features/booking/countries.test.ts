import { describe, expect, it } from "vitest";
import { countryNamed } from "./countries.ts";

describe("a country typed by name", () => {
  it("takes the names a London family gives for a UK birthplace, in either language", () => {
    for (const typed of ["England", "england", "SCOTLAND", "Wales", "Northern Ireland", "UK"]) {
      expect(countryNamed(typed, "en")?.code, typed).toBe("GB");
    }
    for (const typed of ["Αγγλία", "αγγλια", "Σκωτία", "Ουαλία", "Ηνωμένο Βασίλειο"]) {
      expect(countryNamed(typed, "el")?.code, typed).toBe("GB");
    }
  });

  it("still finds other countries by their names and refuses a name no country has", () => {
    expect(countryNamed("Greece", "en")?.code).toBe("GR");
    expect(countryNamed("Κύπρος", "el")?.code).toBe("CY");
    expect(countryNamed("Atlantis", "en")).toBeUndefined();
  });
});
