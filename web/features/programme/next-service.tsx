import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ServiceEntry } from "../../../contracts/programme.ts";
import { api } from "../../app/api-client.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { WithoutScript } from "./without-script.tsx";

/** The longest delay a browser's timer takes (about 24.8 days); a longer one fires at once. */
const maxTimeout = 2 ** 31 - 1;

/** How long a failed answer waits before asking again. */
const retryAfter = 60_000;

type State =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; next: { service: ServiceEntry; when: string } | null };

/**
 * The earliest service after now, fetched in the browser (the page itself is pre-rendered). The
 * date library comes with the answer, not with the page: the home page paints without it.
 */
export function NextService() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const [state, setState] = useState<State>({ status: "loading" });
  // Counts the times the answer went stale or failed on a page left open: each asks again.
  const [asked, setAsked] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` is what asks again
  useEffect(() => {
    const controller = new AbortController();
    let stale: ReturnType<typeof setTimeout> | undefined;
    const todayLabel = t("home.today");
    Promise.all([import("../../../contracts/time.ts"), import("./format.ts")])
      .then(async ([{ addDaysIso, endOfLondonDay, londonDate }, { formatNextService }]) => {
        const from = londonDate(new Date());
        const services = await api<ServiceEntry[]>(
          `/api/services?from=${from}&to=${addDaysIso(from, 400)}&lang=${language}`,
          { signal: controller.signal },
        );
        const now = Date.now();
        const service = services.find((s) => new Date(s.datetime).getTime() > now);
        setState({
          status: "ready",
          next: service
            ? {
                service,
                when: formatNextService(
                  service.datetime,
                  language,
                  todayLabel,
                  londonDate(service.datetime) === from,
                ),
              }
            : null,
        });
        // A page left open (a screen in the church hall) shows the next service once this one has
        // begun, and says "Today" from London's midnight: asked again at whichever comes first.
        const until = Math.min(
          service ? Date.parse(service.datetime) : Number.POSITIVE_INFINITY,
          endOfLondonDay(from).getTime(),
        );
        stale = setTimeout(() => setAsked((n) => n + 1), Math.min(until - now + 1_000, maxTimeout));
      })
      .catch((error: Error) => {
        if (error.name === "AbortError") return;
        // A refresh that fails (the hall's Wi-Fi at midnight) keeps the service shown while it is
        // still to come; either way the page asks again a minute later, until an answer comes.
        setState((shown) =>
          shown.status === "ready" && (!shown.next || Date.parse(shown.next.service.datetime) > Date.now())
            ? shown
            : { status: "error" },
        );
        stale = setTimeout(() => setAsked((n) => n + 1), retryAfter);
      });
    return () => {
      controller.abort();
      clearTimeout(stale);
    };
  }, [language, t, asked]);

  let body: React.ReactNode;
  if (state.status === "loading") {
    body = (
      <>
        <WithoutScript />
        <div role="status" className="animate-pulse space-y-2 motion-reduce:animate-none" data-needs-script>
          <span className="sr-only">{t("common.loading")}</span>
          <div className="h-6 w-3/4 rounded bg-byzantine-100" />
          <div className="h-5 w-1/2 rounded bg-byzantine-100" />
        </div>
      </>
    );
  } else if (state.status === "error") {
    body = <p className="text-neutral-800">{t("home.nextServiceError")}</p>;
  } else if (!state.next) {
    body = <p className="text-neutral-800">{t("home.noUpcoming")}</p>;
  } else {
    const { service, when } = state.next;
    body = (
      <div>
        <p className="text-lg font-semibold text-byzantine-900" data-testid="next-service-when">
          {when}
        </p>
        <p className="mt-1 text-neutral-800" data-testid="next-service-name">
          {service.service}
        </p>
        {service.calendar && <p className="mt-1 text-sm text-neutral-700">{service.calendar}</p>}
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
