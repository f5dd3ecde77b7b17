import type { TFunction } from "i18next";
import type { calendarFeeds } from "../../app/seo.ts";

/**
 * The services and feasts are drawn by a script (they change after the page was built). Where
 * none runs, this says so and offers the calendar feeds, which hold the same services, and the
 * skeletons marked `data-needs-script` are hidden (root.tsx) rather than left pulsing for ever.
 *
 * Used as `<noscript>{import.meta.env.SSR && <WithoutScript … />}</noscript>`: only the
 * pre-rendered page needs it (React does not hydrate a <noscript>'s content). It imports nothing
 * at run time, so the browser's scripts leave it out altogether.
 */
export function WithoutScript({ t, feeds }: { t: TFunction; feeds: ReturnType<typeof calendarFeeds> }) {
  return (
    <div className="text-neutral-800" data-testid="without-script">
      <p>{t("programme.withoutScript")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {feeds.map((feed) => (
          <li key={feed.path}>
            <a href={feed.path} className="text-byzantine-700 underline underline-offset-4">
              {t(feed.key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
