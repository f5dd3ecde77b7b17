import { describe, expect, it } from "vitest";
import { browserStrings } from "../../scripts/vite-strings-plugin.ts";
import el from "./el.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import { memberSections, pageSections, serverSections } from "./sections.ts";

describe("members-only strings", () => {
  it("names only sections that exist, so a typo cannot leave one in every public page's download", () => {
    const named = [...memberSections, ...serverSections, ...Object.values(pageSections).flat()];
    expect(named.filter((section) => !(section in en))).toEqual([]);
  });

  it("gives public pages neither the members' nor the server's words, and the member pages theirs", () => {
    for (const strings of [en, el]) {
      const publicPart = Object.keys(browserStrings(strings, "public"));
      const membersPart = Object.keys(browserStrings(strings, "members"));
      expect(publicPart).toContain("contact");
      expect(publicPart).not.toContain("apiErrors");
      expect(publicPart).not.toContain("httpErrors");
      expect(publicPart.filter((section) => memberSections.includes(section))).toEqual([]);
      expect(membersPart.sort()).toEqual([...memberSections, ...Object.values(pageSections).flat()].sort());
    }
  });

  it("keeps the programme's and the contact form's words off the other public pages, but their titles", () => {
    for (const strings of [en, el]) {
      const everyPage = browserStrings(strings, "public");
      expect(everyPage.contact).toEqual({ title: strings.contact.title });
      expect(everyPage.programme).toEqual({ title: strings.programme.title });
      expect(everyPage.validation).toBeUndefined();
      expect(everyPage.nav).toEqual(strings.nav);
      expect(browserStrings(strings, "contact")).toEqual({
        contact: strings.contact,
        validation: strings.validation,
        forms: strings.forms,
      });
      expect(browserStrings(strings, "programme").programme).toEqual(strings.programme);
      // The member pages' forms use the same validation messages and form words.
      expect(browserStrings(strings, "members").validation).toEqual(strings.validation);
    }
  });
});
