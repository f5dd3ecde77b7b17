import { describe, expect, it } from "vitest";
import { countryList, countryNamed, countryOffered, priorityCountryCodes } from "./countries.ts";

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

describe("the list offered while typing", () => {
  const offered = (typed: string, language: "en" | "el") =>
    countryList(language)
      .filter((country) => countryOffered(country.name, typed, language))
      .map((country) => country.code);

  // A family typing their child's birthplace: "Engl" showed "No matches", as «Αγγλ» did.
  it("offers the United Kingdom for the first letters of England, Scotland, Wales or Αγγλία", () => {
    for (const typed of ["Engl", "england", "Scot", "Wale", "Great Brit", "Northern Ir"]) {
      expect(offered(typed, "en"), typed).toContain("GB");
    }
    for (const typed of ["Αγγλ", "αγγλια", "Σκωτ", "Ουαλία", "Μεγάλη Β"]) {
      expect(offered(typed, "el"), typed).toContain("GB");
    }
  });

  // A Greek parish: "gr" must offer Greece first, not the UK (listed first) by "Great Britain".
  it("offers a country by another name only when no country's own name begins with the letters", () => {
    expect(offered("gr", "en")).not.toContain("GB");
    expect(offered("gr", "en")[0]).toBe("GR");
    expect(offered("Great", "en")).toEqual(["GB"]);
    expect(offered("Wal", "en")).toEqual(["WF"]);
    // Unless the letters are that other name whole: "UK" offered only Ukraine (ADR 041).
    expect(offered("uk", "en")).toEqual(["GB", "UA"]);
    expect(offered("ukr", "en")).toEqual(["UA"]);
  });

  it("offers a country by the other names people use for it, and by its own name's start", () => {
    expect(offered("Russ", "en")).toEqual(["RU"]);
    expect(offered("ελλ", "el")).toEqual(["GR"]);
    expect(offered("cy", "en")).toEqual(["CY"]);
  });

  it("offers nothing for letters no country's name begins with, in the page's language", () => {
    expect(offered("Atlant", "en")).toEqual([]);
    expect(offered("Greece", "el")).toEqual([]);
  });
});
