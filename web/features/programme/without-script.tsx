import { useTranslation } from "react-i18next";
import { calendarFeeds } from "../../app/seo.ts";
import { useLanguage } from "../../app/use-language.ts";

/**
 * The services and feasts are drawn by a script (they change after the page was built). Where
 * none runs, this says so and offers the calendar feeds, which hold the same services, and the
 * skeletons marked `data-needs-script` are hidden (root.tsx) rather than left pulsing for ever.
 * Its content is rendered only when the page is pre-rendered: React does not hydrate a
 * <noscript>'s content, so in the browser it is an empty <noscript> and the notice's markup stays
 * out of the pages' scripts.
 */
export function WithoutScript() {
  return <noscript>{import.meta.env.SSR ? <Notice /> : null}</noscript>;
}

function Notice() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="text-neutral-800" data-testid="without-script">
      <p>{t("programme.withoutScript")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {calendarFeeds(language).map((feed) => (
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
