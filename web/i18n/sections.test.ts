import { describe, expect, it } from "vitest";
import { browserStrings } from "../../scripts/vite-strings-plugin.ts";
import el from "./el.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import { memberSections, serverSections } from "./sections.ts";

describe("members-only strings", () => {
  it("names only sections that exist, so a typo cannot leave one in every public page's download", () => {
    expect([...memberSections, ...serverSections].filter((section) => !(section in en))).toEqual([]);
  });

  it("gives public pages neither the members' nor the server's words, and the member pages theirs", () => {
    for (const strings of [en, el]) {
      const publicPart = Object.keys(browserStrings(strings, "public"));
      const membersPart = Object.keys(browserStrings(strings, "members"));
      expect(publicPart).toContain("contact");
      expect(publicPart).not.toContain("apiErrors");
      expect(publicPart).not.toContain("httpErrors");
      expect(publicPart.filter((section) => memberSections.includes(section))).toEqual([]);
      expect(membersPart.sort()).toEqual([...memberSections].sort());
    }
  });
});
