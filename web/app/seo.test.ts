import { readFileSync } from "node:fs";
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
    resources: {
      en: {
        translation: {
          meta: { siteName: "St Nicholas", ogImageAlt: "The church at night" },
          privacy: { title: "Privacy" },
        },
      },
    },
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

describe("a path whose first part is not a language", () => {
  it("has no tags: no page of the site is there, whatever the rest names", () => {
    expect(seo({ lang: "index.html", page: "home", titleKey: "privacy.title" })).toEqual([]);
  });
});

describe("a link preview (Open Graph, X/Twitter)", () => {
  const content = (tags: ReturnType<typeof seo>, key: string) =>
    tags
      .map((tag) => tag as Record<string, unknown>)
      .filter((tag) => tag.property === key || tag.name === key)
      .map((tag) => tag.content);

  it("names the page's locale and the other language's as its alternate", () => {
    const english = seo({ lang: "en", page: "privacy", titleKey: "privacy.title" });
    expect(content(english, "og:locale")).toEqual(["en_GB"]);
    expect(content(english, "og:locale:alternate")).toEqual(["el_GR"]);
    const greek = seo({ lang: "el", page: "privacy", titleKey: "privacy.title" });
    expect(content(greek, "og:locale")).toEqual(["el_GR"]);
    expect(content(greek, "og:locale:alternate")).toEqual(["en_GB"]);
  });

  it("gives the image's size and words for it, and asks for the large card", () => {
    const tags = seo({ lang: "en", page: "privacy", titleKey: "privacy.title" });
    expect(content(tags, "og:image")).toEqual(["https://parish.example/images/og-image.png"]);
    expect(content(tags, "og:image:width")).toEqual(["1200"]);
    expect(content(tags, "og:image:height")).toEqual(["630"]);
    expect(content(tags, "og:image:alt")).toEqual(["The church at night"]);
    expect(content(tags, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("states the size the image really has", () => {
    // A PNG's IHDR chunk, right after the 8-byte signature and its own 8-byte header, holds the size.
    const png = readFileSync(new URL("../public/images/og-image.png", import.meta.url));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe("the programme's and the calendar's calendar feeds", () => {
  const feeds = (tags: ReturnType<typeof seo>) =>
    tags.map((tag) => tag as Record<string, unknown>).filter((tag) => tag.type === "text/calendar");

  it("are named on those two pages only, in the page's language, before the page's words arrive too", () => {
    expect(feeds(seo({ lang: "el", page: "programme", titleKey: "privacy.title" }))).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        type: "text/calendar",
        title: undefined,
        href: "/api/programme.ics?lang=el",
      },
      {
        tagName: "link",
        rel: "alternate",
        type: "text/calendar",
        title: undefined,
        href: "/api/feasts.ics?lang=el",
      },
    ]);
    expect(feeds(seo({ lang: "en", page: "privacy", titleKey: "privacy.title" }))).toEqual([]);
    expect(missing).toEqual([]);
  });

  it("carry the subscribe panel's names for them once the programme's words are loaded", () => {
    publicOnly.addResourceBundle(
      "en",
      "translation",
      {
        programme: {
          subscribe: {
            programme: "Service programme",
            feasts: "Feasts (English)",
            feastsGreek: "Feasts (Greek)",
          },
        },
      },
      true,
    );
    expect(
      feeds(seo({ lang: "en", page: "calendar", titleKey: "privacy.title" })).map((tag) => tag.title),
    ).toEqual(["Service programme", "Feasts (English)"]);
    // The Greek page's feasts feed is the Greek one, named so.
    expect(feeds(seo({ lang: "el", page: "calendar", titleKey: "privacy.title" }))[1]).toMatchObject({
      title: "Feasts (Greek)",
      href: "/api/feasts.ics?lang=el",
    });
  });
});

describe("a page's address for search engines and other languages", () => {
  const links = (tags: ReturnType<typeof seo>) =>
    tags.filter((tag) => "tagName" in tag && tag.tagName === "link") as {
      rel: string;
      hrefLang?: string;
      href: string;
    }[];

  it("names itself as canonical, and its page in each language, English for any other", () => {
    const tags = seo({ lang: "el", page: "sacraments", titleKey: "privacy.title" });
    expect(links(tags)).toEqual([
      { tagName: "link", rel: "canonical", href: "https://parish.example/el/sacraments" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://parish.example/en/sacraments" },
      { tagName: "link", rel: "alternate", hrefLang: "el", href: "https://parish.example/el/sacraments" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://parish.example/en/sacraments",
      },
    ]);
  });

  it("is kept out of search results only when it asks, and describes itself when it has words for it", () => {
    const robots = (tags: ReturnType<typeof seo>) =>
      tags.filter((tag) => "name" in tag && tag.name === "robots");
    expect(robots(seo({ lang: "en", page: "privacy", titleKey: "privacy.title" }))).toEqual([]);
    expect(robots(seo({ lang: "en", page: "dashboard", titleKey: "privacy.title", noindex: true }))).toEqual([
      { name: "robots", content: "noindex" },
    ]);
    const described = seo({
      lang: "en",
      page: "privacy",
      titleKey: "privacy.title",
      description: "How we keep your data",
    });
    expect(described).toContainEqual({ name: "description", content: "How we keep your data" });
    expect(described).toContainEqual({ property: "og:description", content: "How we keep your data" });
  });
});
