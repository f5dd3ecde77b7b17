import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import { memberSections, serverSections } from "./sections.ts";

describe("members-only strings", () => {
  it("names only sections that exist, so a typo cannot leave one in every public page's download", () => {
    expect([...memberSections, ...serverSections].filter((section) => !(section in en))).toEqual([]);
  });
});
