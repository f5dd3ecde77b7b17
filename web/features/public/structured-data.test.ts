import { beforeAll, describe, expect, it, vi } from "vitest";
import { GEO, PARISH_NAMES, PHONE, POSTCODE, SUNDAY_HOURS, TOWN } from "../../content/parish-shared.ts";

// The address the build was told (vite.config.ts); seo.ts would bring the whole of i18n with it.
vi.mock("../../app/seo.ts", () => ({ siteUrl: "https://parish.example" }));

let churchJsonLd: typeof import("./structured-data.ts").churchJsonLd;
beforeAll(async () => {
  const { loadParishContent } = await import("../../content/parish.ts");
  await Promise.all([loadParishContent("en"), loadParishContent("el")]);
  ({ churchJsonLd } = await import("./structured-data.ts"));
});

const church = (lang: string) => {
  const [descriptor] = churchJsonLd(lang);
  return (descriptor as { "script:ld+json": Record<string, unknown> })["script:ld+json"];
};

describe("the church as structured data (schema.org JSON-LD)", () => {
  it("names the church in the page's language, with the other language's name as its alternate", () => {
    expect(church("en")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Church",
      name: PARISH_NAMES.en.name,
      alternateName: PARISH_NAMES.el.name,
      url: "https://parish.example/en/home",
      image: "https://parish.example/images/og-image.png",
    });
    expect(church("el")).toMatchObject({
      name: PARISH_NAMES.el.name,
      alternateName: PARISH_NAMES.en.name,
      url: "https://parish.example/el/home",
    });
  });

  it("gives the parish's postal address, map position and regular opening hours, not its telephone", () => {
    // The pages keep the number out of their markup (obfuscated, decoded on load, as the spec asks).
    expect(church("el")).not.toHaveProperty("telephone");
    expect(JSON.stringify(church("en"))).not.toContain(PHONE.international.replace(/\D/g, "").slice(-6));
    expect(church("el")).toMatchObject({
      address: {
        "@type": "PostalAddress",
        addressLocality: TOWN,
        postalCode: POSTCODE,
        addressCountry: "GB",
      },
      geo: { "@type": "GeoCoordinates", latitude: GEO.lat, longitude: GEO.lon },
      openingHoursSpecification: SUNDAY_HOURS.map(({ opens, closes }) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Sunday",
        opens,
        closes,
      })),
    });
  });

  it("describes nothing under a path whose first part is not a language", () => {
    expect(churchJsonLd("index.html")).toEqual([]);
  });
});
