import { describe, expect, it } from "vitest";
import { browserStrings } from "../../scripts/vite-strings-plugin.ts";
import el from "./el.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import { memberSections, officeSections, pageSections, pageStringsOf, serverSections } from "./sections.ts";

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
      expect(membersPart.sort()).toEqual(
        [
          ...memberSections.filter((section) => !officeSections.includes(section)),
          ...Object.values(pageSections).flat(),
        ].sort(),
      );
      // The office's words come with the office's pages alone, not with a family's booking form.
      expect(membersPart).not.toContain("admin");
      expect(Object.keys(browserStrings(strings, "office"))).toEqual(["admin"]);
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

  // The public pages' own words, named here and not read from the lists under test: a section
  // moved to the members' by mistake would show raw keys on every public page.
  it("keeps the words every public page shows in every public page's download", () => {
    const everyPage = [
      "meta",
      "nav",
      "footer",
      "notFound",
      "common",
      "account",
      "about",
      "faith",
      "sacramentsPage",
      "donate",
      "findUs",
      "privacyPage",
    ];
    for (const strings of [en, el]) {
      expect(Object.keys(browserStrings(strings, "public"))).toEqual(expect.arrayContaining(everyPage));
    }
    expect(
      everyPage.filter((section) => memberSections.includes(section) || serverSections.includes(section)),
    ).toEqual([]);
  });

  it("names the part a page needs by its exact path, never by a name every object has", () => {
    expect(pageStringsOf("/el/programme")).toBe("programme");
    expect(pageStringsOf("/en/calendar")).toBe("programme");
    expect(pageStringsOf("/en/home/")).toBe("programme");
    expect(pageStringsOf("/el/contact-us")).toBe("contact");
    expect(pageStringsOf("/el/privacy")).toBeUndefined();
    expect(pageStringsOf("/el/programme/extra")).toBeUndefined();
    expect(pageStringsOf("/el")).toBeUndefined();
    // /en/constructor and /en/toString are not-found pages: they once threw before hydrating.
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(pageStringsOf(`/en/${name}`)).toBeUndefined();
    }
  });
});
