import { describe, expect, it } from "vitest";
import { countryNamed } from "./countries.ts";

describe("a country typed in full", () => {
  it("is found whatever its capitals, accents and surrounding spaces", () => {
    expect(countryNamed("Ελλάδα", "el")?.code).toBe("GR");
    expect(countryNamed("ελλαδα", "el")?.code).toBe("GR");
    expect(countryNamed("  ΕΛΛΑΔΑ ", "el")?.code).toBe("GR");
    expect(countryNamed("greece", "en")?.code).toBe("GR");
    expect(countryNamed("cote d'ivoire", "en")?.code).toBe("CI");
  });

  it("is found by a Greek name typed with a plain final sigma", () => {
    expect(countryNamed("ΚΥΠΡΟΣ", "el")?.code).toBe("CY");
    expect(countryNamed("κυπροσ", "el")?.code).toBe("CY");
  });

  it("is found by the other names people use for it, and answers with the name the list shows", () => {
    expect(countryNamed("Russia", "en")).toEqual({ code: "RU", name: "Russian Federation", priority: true });
    expect(countryNamed("Ρωσία", "el")?.name).toBe("Ρωσική Ομοσπονδία");
    expect(countryNamed("UK", "en")?.code).toBe("GB");
  });

  it("takes the names a London family gives for a UK birthplace, in either language", () => {
    for (const typed of ["England", "england", "SCOTLAND", "Wales", "Northern Ireland"]) {
      expect(countryNamed(typed, "en")?.code, typed).toBe("GB");
    }
    for (const typed of ["Αγγλία", "αγγλια", "Σκωτία", "Ουαλία", "Ηνωμένο Βασίλειο"]) {
      expect(countryNamed(typed, "el")?.code, typed).toBe("GB");
    }
  });

  it("is only a whole name, in the page's language", () => {
    expect(countryNamed("Ελλ", "el")).toBeUndefined();
    expect(countryNamed("Greece", "el")).toBeUndefined();
    expect(countryNamed("Atlantis", "en")).toBeUndefined();
    expect(countryNamed("", "en")).toBeUndefined();
  });
});
