import i18next from "i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";

// A browser that has the page's public strings, not yet the account and booking pages' ones.
const publicOnly = i18next.createInstance();
const missing: string[] = [];
vi.mock("./i18n.ts", () => ({
  isLanguageLoaded: () => true,
  i18nFor: () => publicOnly,
}));
vi.stubGlobal("__SITE_URL__", "https://parish.example");

let seo: typeof import("./seo.ts").seo;
beforeAll(async () => {
  await publicOnly.init({
    lng: "en",
    resources: { en: { translation: { meta: { siteName: "St Nicholas" }, privacy: { title: "Privacy" } } } },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
  });
  ({ seo } = await import("./seo.ts"));
});

describe("a page's title", () => {
  it("names the page and the site", () => {
    expect(seo({ lang: "en", page: "privacy", titleKey: "privacy.title" })[0]).toEqual({
      title: "Privacy | St Nicholas",
    });
  });

  it("is the site's name alone while the page's strings are on their way, and logs no missing string", () => {
    // CI caught "missing string en:booking.titles.confirmation" on /en/booking-confirmation:
    // React Router asked for the tags before the member pages' strings had arrived.
    expect(
      seo({ lang: "en", page: "booking-confirmation", titleKey: "booking.titles.confirmation" })[0],
    ).toEqual({
      title: "St Nicholas",
    });
    expect(missing).toEqual([]);
  });
});
