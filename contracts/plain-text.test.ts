import { describe, expect, it } from "vitest";
import { hasHiddenCharacters, looksEmpty, optionalTelephonePattern, telephonePattern } from "./plain-text.ts";

describe("typed text", () => {
  it("refuses control, direction-override and lone-surrogate characters, and line breaks on one line", () => {
    for (const value of [
      "Geo\u001b[31mrgiou",
      "a\u0008b",
      "Βασίλης\u202Egnp.exe",
      "A\ud800B",
      "B\u0085x",
      "x\u0000",
      // Direction isolates turn a name around as overrides do; line and paragraph separators
      // break a one-line field as a line break does.
      "Eleni\u2066gnp.exe\u2069",
      "Georgiou\u2028Petrou",
      "x\u2029y",
    ]) {
      expect(hasHiddenCharacters(value), JSON.stringify(value)).toBe(true);
    }
    expect(hasHiddenCharacters("x\r\ny")).toBe(true);
    expect(hasHiddenCharacters("x\r\ny", { multiline: true })).toBe(false);
    expect(hasHiddenCharacters("x\u001by", { multiline: true })).toBe(true);
  });

  it("accepts names in any script, with accents, apostrophes, hyphens and emoji", () => {
    for (const value of [
      "Ἀθηνᾶ Λαζάρου",
      "Zoë Müller-O'Brien",
      "Nguyễn Thị",
      "محمد",
      "Ana 🙂",
      "Παπα-Ιωάννου",
      "Παπα\u0301",
    ]) {
      expect(hasHiddenCharacters(value), value).toBe(false);
      expect(looksEmpty(value)).toBe(false);
    }
  });

  it("treats text of spaces and characters that draw nothing as empty", () => {
    // Accents with no letter under them draw nothing a reader could take for a name either.
    for (const value of [
      "",
      "   ",
      "\u200B",
      "\u200B\u200B",
      "\u2800",
      "\uFEFF \u2060",
      "\u0301\u0301",
      " \u0308 ",
      "\u00AD\u00AD",
    ]) {
      expect(looksEmpty(value), JSON.stringify(value)).toBe(true);
    }
  });
});

describe("a telephone number", () => {
  it("has six digits at least, whether it must be given or may be left empty", () => {
    for (const pattern of [telephonePattern, optionalTelephonePattern]) {
      expect(pattern.test("020 7946 0123")).toBe(true);
      expect(pattern.test("+44 (0)20 7946-0123")).toBe(true);
      expect(pattern.test("12345")).toBe(false);
      expect(pattern.test("999")).toBe(false);
    }
    expect(optionalTelephonePattern.test("")).toBe(true);
    expect(telephonePattern.test("")).toBe(false);
  });
});
