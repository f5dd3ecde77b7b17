import { describe, expect, it } from "vitest";
import { newPasswordSchema, passwordStrength, safeNextPath } from "./auth.ts";

describe("passwordStrength", () => {
  it.each([
    ["", 0, "weak"],
    ["abc", 20, "weak"],
    ["abcD", 40, "weak"],
    ["abcD1", 60, "medium"],
    ["abcD1!", 80, "strong"],
    ["abcD1!abcdefgh", 100, "strong"],
  ])(
    "rates %j at %i %% (%s): 20 %% per criterion, medium from 50, strong from 80",
    (password, percent, level) => {
      expect(passwordStrength(password)).toEqual({ percent, level });
    },
  );
});

describe("a new password's length", () => {
  // The spec's rule: 12 to 64 characters. Mutation testing found no test between 9 and 12.
  it("takes 12 to 64 characters, and refuses 11 and 65 with the length message", () => {
    const of = (length: number) => `Ab1!${"x".repeat(length - 4)}`;
    expect(newPasswordSchema.safeParse(of(12)).success).toBe(true);
    expect(newPasswordSchema.safeParse(of(64)).success).toBe(true);
    for (const length of [11, 65]) {
      const result = newPasswordSchema.safeParse(of(length));
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["auth.passwordLength"]);
    }
  });
});

// Family review: «Ελιά-Κήπος-2026!» was told it had no capital and no small letter.
describe("a password in Greek letters", () => {
  it("counts Greek capitals and small letters as Latin ones", () => {
    expect(passwordStrength("Ελιά-Κήπος-2026!")).toEqual({ percent: 100, level: "strong" });
    expect(newPasswordSchema.safeParse("Ελιά-Κήπος-2026!").success).toBe(true);
  });

  it("still asks for a capital and a small letter in any alphabet", () => {
    expect(newPasswordSchema.safeParse("ελιά-κήπος-2026!").error?.issues.map((i) => i.message)).toEqual([
      "auth.passwordUpper",
    ]);
    expect(newPasswordSchema.safeParse("ΕΛΙΑ-ΚΗΠΟΣ-2026!").error?.issues.map((i) => i.message)).toEqual([
      "auth.passwordLower",
    ]);
    expect(passwordStrength("ελιά-κήπος-2026!").percent).toBe(80);
  });
});

describe("safeNextPath", () => {
  it("keeps a path on this site with its query and its anchor", () => {
    expect(safeNextPath("/en/sacraments/baptism/booking-form?slot=1")).toBe(
      "/en/sacraments/baptism/booking-form?slot=1",
    );
    expect(safeNextPath("/el/sacraments#wedding")).toBe("/el/sacraments#wedding");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    // Dot segments and a backslash that a URL parser turns into a path beginning "//", which a
    // link (React Router's <Link>) and a browser read as another host.
    "/.//evil.example",
    "/%2e//evil.example/x",
    "/a/..//evil.example",
    "/./\\evil.example",
    "javascript:alert(1)",
    "",
    null,
    "en/home",
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });
});
