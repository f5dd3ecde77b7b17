import type { MetaDescriptor } from "react-router";
import { isLanguage } from "../../../contracts/language.ts";
import { siteUrl } from "../../app/seo.ts";
import { PARISH_NAMES, parishContent } from "../../content/parish.ts";

/**
 * The church as schema.org describes a place of worship (JSON-LD), for the home and find-us pages:
 * what a search engine may show beside the parish's name (address, map pin, opening hours), from
 * the same parish facts the pages show. A data block: never run as a script. Not the telephone:
 * the pages write it obfuscated and decode it on load (the spec), which plain data here would undo.
 */
export function churchJsonLd(lang: string | undefined): MetaDescriptor[] {
  if (!isLanguage(lang)) return [];
  const { name, address, geo, opening } = parishContent[lang].parish;
  return [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Church",
        name,
        alternateName: PARISH_NAMES[lang === "en" ? "el" : "en"].name,
        url: `${siteUrl}/${lang}/home`,
        image: `${siteUrl}/images/og-image.png`,
        address: {
          "@type": "PostalAddress",
          streetAddress: address.lines.join(", "),
          addressLocality: address.town,
          postalCode: address.postcode,
          addressCountry: address.countryCode,
        },
        geo: { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lon },
        openingHoursSpecification: opening.hours.map(({ dayOfWeek, opens, closes }) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: `https://schema.org/${dayOfWeek}`,
          opens,
          closes,
        })),
      },
    },
  ];
}
