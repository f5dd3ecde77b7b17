import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../app/use-language.ts";
import { PATRONAL_FEAST_ID } from "../../content/parish-shared.ts";

type ShownFeast = { key: string; when: string | null; name: string; great: boolean; patronal: boolean };

const shown = 6;
const placeholders = Array.from({ length: shown }, (_, i) => `placeholder-${i}`);

/**
 * The next feasts from today, computed in the browser so the pre-rendered page never goes stale.
 * The calendar rules and the date library load after the page has painted.
 */
export function UpcomingFeasts() {
  const { t } = useTranslation();
  const language = useLanguage();
  // null while loading; "unavailable" when the calendar's code could not be downloaded.
  const [feasts, setFeasts] = useState<ShownFeast[] | null | "unavailable">(null);
  // Counts London's midnights on a page left open: each works the list out again.
  const [midnights, setMidnights] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `midnights` is what works it out again
  useEffect(() => {
    let current = true;
    let stale: ReturnType<typeof setTimeout> | undefined;
    Promise.all([
      // calendar.ts, not the index: a dynamic import keeps every export of the module it names,
      // and the index's would keep the whole liturgical library in the shared chunk.
      import("../../../contracts/liturgical/calendar.ts"),
      import("../../../contracts/time.ts"),
      import("./format.ts"),
    ])
      .then(([{ upcomingFeasts }, { endOfLondonDay, londonDate }, { formatLongDate }]) => {
        if (!current) return;
        const today = londonDate(new Date());
        setFeasts(
          upcomingFeasts(today, shown).map((feast) => ({
            key: `${feast.id}-${feast.date}`,
            // null: today, said in words
            when: feast.date === today ? null : formatLongDate(`${feast.date}T12:00:00Z`, language),
            name: feast.name[language],
            great: feast.rank === "great",
            patronal: feast.id === PATRONAL_FEAST_ID,
          })),
        );
        // Tomorrow's feast is today's from midnight, and today's is gone.
        const midnight = endOfLondonDay(today).getTime();
        stale = setTimeout(() => setMidnights((n) => n + 1), midnight - Date.now() + 1_000);
      })
      // The feasts add to the page; without their code the section is left out, not left pulsing.
      .catch(() => current && setFeasts("unavailable"));
    return () => {
      current = false;
      clearTimeout(stale);
    };
  }, [language, midnights]);

  if (feasts === "unavailable") return null;
  return (
    // Without scripts the list never fills: the section is hidden then (root.tsx), and the next
    // service's card offers the calendars instead.
    <section aria-labelledby="feasts-heading" data-testid="upcoming-feasts" data-needs-script>
      <h2 id="feasts-heading" className="text-2xl font-semibold">
        {t("home.upcomingFeasts")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {feasts
          ? feasts.map((feast) => (
              <li
                key={feast.key}
                className={`rounded-lg border-l-4 p-3 ${feast.great || feast.patronal ? "border-orange-600 bg-orange-50" : "border-byzantine-700 bg-byzantine-50"}`}
              >
                <p className="text-sm text-neutral-700">{feast.when ?? t("home.today")}</p>
                <p className="font-semibold text-neutral-900">{feast.name}</p>
                {(feast.great || feast.patronal) && (
                  <p className="text-xs font-semibold text-orange-900">
                    {t(feast.patronal ? "home.patronalFeast" : "home.greatFeast")}
                  </p>
                )}
              </li>
            ))
          : placeholders.map((key) => (
              <li
                key={key}
                className="h-[5.25rem] animate-pulse rounded-lg bg-neutral-100 motion-reduce:animate-none"
              />
            ))}
      </ul>
    </section>
  );
}
