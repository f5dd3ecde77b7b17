import { describe, expect, it } from "vitest";
import { countryList, countryNamed, priorityCountryCodes } from "./countries.ts";

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

describe("the country list", () => {
  it("starts with the parish's countries, then every other by its name in the page's language", () => {
    for (const language of ["en", "el"] as const) {
      const list = countryList(language);
      expect(list.slice(0, priorityCountryCodes.length).map((country) => country.code)).toEqual([
        ...priorityCountryCodes,
      ]);
      const rest = list.slice(priorityCountryCodes.length).map((country) => country.name);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, language)));
    }
    // By name, not by code: Germany (DE) after France (FR) in English, «Γαλλία» before «Γερμανία».
    const english = countryList("en").map((country) => country.code);
    expect(english.indexOf("FR")).toBeLessThan(english.indexOf("DE"));
    const greek = countryList("el").map((country) => country.name);
    expect(greek.indexOf("Γαλλία")).toBeLessThan(greek.indexOf("Γερμανία"));
  });
});
