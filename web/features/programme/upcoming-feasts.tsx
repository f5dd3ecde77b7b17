import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Feast, upcomingFeasts } from "../../../contracts/liturgical/index.ts";
import { londonDate } from "../../../contracts/time.ts";
import { useLanguage } from "../../app/use-language.ts";
import { formatLongDate } from "./format.ts";

const shown = 6;
const placeholders = Array.from({ length: shown }, (_, i) => `placeholder-${i}`);

/** The next feasts from today, computed in the browser so the pre-rendered page never goes stale. */
export function UpcomingFeasts() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [feasts, setFeasts] = useState<Feast[] | null>(null);
  const [today, setToday] = useState("");
  useEffect(() => {
    const now = londonDate(new Date());
    setToday(now);
    setFeasts(upcomingFeasts(now, shown));
  }, []);

  return (
    <section aria-labelledby="feasts-heading" data-testid="upcoming-feasts">
      <h2 id="feasts-heading" className="text-2xl font-semibold">
        {t("home.upcomingFeasts")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {feasts
          ? feasts.map((feast) => (
              <li
                key={`${feast.id}-${feast.date}`}
                className={`rounded-lg border-l-4 p-3 ${feast.rank === "great" ? "border-orange-600 bg-orange-50" : "border-byzantine-700 bg-byzantine-50"}`}
              >
                <p className="text-sm text-neutral-700">
                  {feast.date === today
                    ? t("home.today")
                    : formatLongDate(`${feast.date}T12:00:00Z`, language)}
                </p>
                <p className="font-semibold text-neutral-900">{feast.name[language]}</p>
                {feast.rank === "great" && (
                  <p className="text-xs font-semibold text-orange-900">{t("home.greatFeast")}</p>
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
