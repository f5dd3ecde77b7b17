import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ServiceEntry } from "../../../contracts/programme.ts";
import { addDaysIso, londonDate } from "../../../contracts/time.ts";
import { api } from "../../app/api-client.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { formatNextService } from "./format.ts";

type State = { status: "loading" } | { status: "error" } | { status: "ready"; next: ServiceEntry | null };

/** The earliest service after now, fetched in the browser (the page itself is pre-rendered). */
export function NextService() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    const today = londonDate(new Date());
    api<ServiceEntry[]>(`/api/services?from=${today}&to=${addDaysIso(today, 400)}&lang=${language}`, {
      signal: controller.signal,
    })
      .then((services) => {
        const now = Date.now();
        setState({
          status: "ready",
          next: services.find((s) => new Date(s.datetime).getTime() > now) ?? null,
        });
      })
      .catch((error: Error) => {
        if (error.name !== "AbortError") setState({ status: "error" });
      });
    return () => controller.abort();
  }, [language]);

  let body: React.ReactNode;
  if (state.status === "loading") {
    body = (
      <div role="status" className="animate-pulse space-y-2 motion-reduce:animate-none">
        <span className="sr-only">{t("common.loading")}</span>
        <div className="h-6 w-3/4 rounded bg-byzantine-100" />
        <div className="h-5 w-1/2 rounded bg-byzantine-100" />
      </div>
    );
  } else if (state.status === "error") {
    body = <p className="text-neutral-800">{t("home.nextServiceError")}</p>;
  } else if (!state.next) {
    body = <p className="text-neutral-800">{t("home.noUpcoming")}</p>;
  } else {
    const { next } = state;
    const isToday = londonDate(next.datetime) === londonDate(new Date());
    body = (
      <div>
        <p className="text-lg font-semibold text-byzantine-900" data-testid="next-service-when">
          {formatNextService(next.datetime, language, t("home.today"), isToday)}
        </p>
        <p className="mt-1 text-neutral-800" data-testid="next-service-name">
          {next.service}
        </p>
        {next.calendar && <p className="mt-1 text-sm text-neutral-700">{next.calendar}</p>}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="next-service-heading"
      className="h-fit rounded-lg border-l-4 border-gold-500 bg-cream p-5 shadow-sm"
      data-testid="next-service"
    >
      <h2 id="next-service-heading" className="text-xl font-semibold">
        {t("home.nextService")}
      </h2>
      <div className="mt-3 min-h-[5.5rem]">{body}</div>
      <Link
        to={href("programme")}
        className="mt-2 inline-block font-medium text-byzantine-700 underline underline-offset-4"
      >
        {t("home.fullSchedule")}
      </Link>
    </section>
  );
}
