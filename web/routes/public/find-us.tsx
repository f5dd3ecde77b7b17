import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../app/use-language.ts";
import { images, parishContent } from "../../content/parish.ts";
import { publicPageMeta } from "../../features/public/meta.ts";
import { PageHeading } from "../../features/public/page-hero.tsx";
import { churchJsonLd } from "../../features/public/structured-data.ts";
import type { Route } from "./+types/find-us";

export const meta: Route.MetaFunction = ({ params }) => [
  ...publicPageMeta("find-us", params.lang),
  ...churchJsonLd(params.lang),
];

function osmUrls({ lat, lon }: { lat: number; lon: number }) {
  const d = 0.006;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(5)).join(",");
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`,
    open: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  };
}

/** A still picture until the visitor asks for the map, so nothing reaches OpenStreetMap before. */
function MapFacade() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { parish, findUs } = parishContent[language];
  const [loaded, setLoaded] = useState(false);
  const urls = osmUrls(parish.geo);
  return (
    <div>
      <div className="relative aspect-[16/9] w-full overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100">
        {loaded ? (
          <iframe
            src={urls.embed}
            title={t("findUs.mapTitle")}
            className="absolute inset-0 h-full w-full"
            loading="lazy"
            referrerPolicy="no-referrer"
            data-testid="osm-map"
          />
        ) : (
          <>
            <img
              src={images.mapPreview.src}
              width={images.mapPreview.width}
              height={images.mapPreview.height}
              alt={findUs.mapAlt}
              loading="lazy"
              className="absolute inset-0 h-full w-full object-cover"
            />
            {/* Without a script the button could not load the map: the picture and the link below stay. */}
            <div className="absolute inset-0 flex items-center justify-center bg-white/30" data-needs-script>
              <button
                type="button"
                onClick={() => setLoaded(true)}
                className="rounded-md bg-byzantine-700 px-5 py-2.5 font-semibold text-white shadow-lg hover:bg-byzantine-800"
              >
                {t("findUs.showMap")}
              </button>
            </div>
          </>
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-2 text-sm">
        <p className="max-w-prose text-neutral-700">{findUs.mapNote}</p>
        <a
          href={urls.open}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-byzantine-700 underline underline-offset-4"
        >
          {t("findUs.openMap")}
          <span className="sr-only"> {t("findUs.newWindow")}</span>
        </a>
      </div>
    </div>
  );
}

export default function FindUsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { parish, findUs } = parishContent[language];
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading>{findUs.heading}</PageHeading>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-neutral-800">{findUs.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <MapFacade />
        <div className="space-y-6">
          <section aria-labelledby="address-heading">
            <h2 id="address-heading" className="text-xl font-semibold">
              {t("findUs.address")}
            </h2>
            <address className="mt-2 not-italic leading-relaxed" data-testid="address">
              {[
                parish.name,
                ...parish.address.lines.slice(1),
                parish.address.town,
                parish.address.postcode,
              ].map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </section>
          <section aria-labelledby="travel-heading">
            <h2 id="travel-heading" className="text-xl font-semibold">
              {t("findUs.gettingHere")}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{parish.directions.parking}</li>
              {parish.directions.stations.map((station) => (
                <li key={station.name}>{station.text}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="text-xl font-semibold">
              {t("findUs.openingHours")}
            </h2>
            <p className="mt-2">{parish.opening.summary}</p>
            <p className="mt-2 text-sm text-neutral-700">{parish.opening.note}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
