import { describe, expect, it } from "vitest";
import { countries } from "./countries.ts";

describe("country names", () => {
  it("gives every Greek name its accent, as the booking form and the e-mails show them", () => {
    // i18n-iso-countries writes "Ουκρανια" and "Αϊτη"; Ukraine is among the form's first eight.
    expect(countries.getName("UA", "el", { select: "official" })).toBe("Ουκρανία");
    expect(countries.getName("HT", "el", { select: "official" })).toBe("Αϊτή");
    expect(countries.getName("GR", "el", { select: "official" })).toBe("Ελλάδα");
    expect(countries.getName("UA", "en", { select: "official" })).toBe("Ukraine");
  });
});
