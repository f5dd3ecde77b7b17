import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { commemorationsOn } from "../../../contracts/liturgical/index.ts";
import type { ServiceEntry } from "../../../contracts/programme.ts";
import { useLanguage } from "../../app/use-language.ts";
import { isParishFeastDay, PATRONAL_FEAST_ID } from "../../content/parish-shared.ts";
import { LoadError } from "./bits.tsx";
import { firstDay, lastDay, monthOf, monthWeeks, shiftMonth, type YearMonth } from "./calendar-math.ts";
import {
  formatDayMonth,
  formatLongDay,
  formatMonthYear,
  formatTime,
  londonDay,
  weekdayNames,
} from "./format.ts";
import { displayKind, kindClasses, legendKinds } from "./kinds.ts";
import { LazyServiceModal as ServiceModal } from "./lazy-widgets.tsx";
import { MonthFasting } from "./month-fasting.tsx";
import { CalendarSkeleton } from "./skeletons.tsx";
import { useLondonToday } from "./use-london-today.ts";
import { useServices } from "./use-services.ts";

/** A swipe counts once the finger has moved 10 px, and turns the page beyond 50 px. */
const swipeStart = 10;
const swipeTurn = 50;

function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const dx = useRef(0);
  const swiping = useRef(false);
  return {
    onTouchStart(event: React.TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      dx.current = 0;
      swiping.current = false;
    },
    onTouchMove(event: React.TouchEvent) {
      const touch = event.touches[0];
      if (!start.current || !touch) return;
      const moveX = touch.clientX - start.current.x;
      const moveY = touch.clientY - start.current.y;
      if (!swiping.current && Math.abs(moveX) >= swipeStart && Math.abs(moveX) > Math.abs(moveY)) {
        swiping.current = true;
      }
      dx.current = moveX;
    },
    onTouchEnd() {
      if (swiping.current && dx.current > swipeTurn) onPrevious();
      else if (swiping.current && dx.current < -swipeTurn) onNext();
      start.current = null;
      swiping.current = false;
    },
  };
}

function MonthButton({
  direction,
  onPress,
  label,
}: {
  direction: "previous" | "next";
  onPress(): void;
  label: string;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={label}
      className="shrink-0 rounded-md border border-neutral-300 p-2 text-byzantine-700 hover:bg-byzantine-50"
      data-testid={`${direction}-month`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={direction === "previous" ? "M15 18l-6-6 6-6" : "M9 6l6 6-6 6"} />
      </svg>
    </button>
  );
}

type DayFeasts = ReturnType<typeof commemorationsOn>;

/** What is said of a feast after its name: our church's own, or moved from its usual date. */
function useFeastNotes() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (feast: DayFeasts[number]) => [
    ...(feast.id === PATRONAL_FEAST_ID ? [t("home.patronalFeast")] : []),
    ...(feast.transferredFrom
      ? [t("programme.movedFrom", { date: formatDayMonth(feast.transferredFrom, language) })]
      : []),
  ];
}

/**
 * A day's commemorations ('St Nektarios · St Nicholas'), the great feasts and the patronal one
 * marked, with their notes: heard only in a grid's narrow cell (its tooltip shows them), seen in
 * the phone's list under the grid.
 */
function FeastNames({ feasts, notesShown }: { feasts: DayFeasts; notesShown: boolean }) {
  const language = useLanguage();
  const notesOf = useFeastNotes();
  return feasts.map((feast, index) => {
    const notes = notesOf(feast);
    return (
      <span key={feast.id} className={isParishFeastDay(feast) ? "font-semibold text-orange-900" : undefined}>
        {index > 0 && " · "}
        {feast.name[language]}
        {notes.length > 0 && (
          <span className={notesShown ? "font-normal text-neutral-700" : "sr-only"}>
            {" "}
            ({notes.join("; ")})
          </span>
        )}
      </span>
    );
  });
}

function DayFeast({ date }: { date: string }) {
  const language = useLanguage();
  const notesOf = useFeastNotes();
  // Every commemoration of the day: a saint moved onto a great day (St George on Bright Monday)
  // was hidden behind the first.
  const feasts = commemorationsOn(date);
  if (feasts.length === 0) return null;
  const names = feasts
    .map((feast) => {
      const notes = notesOf(feast);
      return notes.length > 0 ? `${feast.name[language]} (${notes.join("; ")})` : feast.name[language];
    })
    .join(" · ");
  return (
    <p
      className="mt-0.5 line-clamp-2 text-[10px] leading-tight text-neutral-600 sm:text-xs"
      title={names}
      data-testid="day-feast"
    >
      <FeastNames feasts={feasts} notesShown={false} />
    </p>
  );
}

/**
 * The month's commemorations in full, on a phone only: its grid's cells are 50 px wide, where
 * «Αγίου Νεκταρίου» showed as «Αγίου Νεκταρί…» (and a tooltip does not open on a touch screen).
 * A screen reader already hears each day's names in full in the grid's cell, with its date, so
 * the list is hidden from it: it heard every feast of the month twice.
 */
function MonthFeasts({ month }: { month: YearMonth }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const days = monthWeeks(month)
    .flat()
    .flatMap((day) => {
      const feasts = day ? commemorationsOn(day) : [];
      return day && feasts.length > 0 ? [{ day, feasts }] : [];
    });
  if (days.length === 0) return null;
  return (
    <section
      aria-hidden="true"
      className="mt-4 text-sm text-neutral-800 sm:hidden"
      data-testid="month-feasts"
    >
      <h2 className="font-semibold text-byzantine-900">{t("programme.monthFeasts")}</h2>
      <ul className="mt-1 space-y-0.5">
        {days.map(({ day, feasts }) => (
          <li key={day}>
            <span className="tabular-nums">{formatDayMonth(day, language)}</span>:{" "}
            <FeastNames feasts={feasts} notesShown />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function KindLegend() {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <h2 className="sr-only">{t("programme.legend")}</h2>
      <ul className="flex flex-wrap gap-2 text-xs">
        {legendKinds.map((kind) => (
          <li key={kind} className={`rounded border-l-4 px-2 py-1 ${kindClasses[kind]}`}>
            {t(`programme.kinds.${kind}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The month grid (Monday first). The page is pre-rendered, so 'today' and the month shown are
 * decided in the browser after mount; until then a skeleton of the same size holds the space.
 */
export function MonthCalendar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = useLondonToday();
  // The month shown: today's until the visitor turns the page.
  const [turnedTo, setTurnedTo] = useState<YearMonth | null>(null);
  const month = turnedTo ?? (today ? monthOf(today) : null);
  const [selected, setSelected] = useState<ServiceEntry | null>(null);
  const state = useServices(month ? firstDay(month) : null, month ? lastDay(month) : null);
  const turn = (by: number) =>
    setTurnedTo((shown) => {
      const from = shown ?? month;
      return from ? shiftMonth(from, by) : null;
    });
  const previous = () => turn(-1);
  const next = () => turn(1);
  const swipe = useSwipe(previous, next);

  const services = state.status === "ready" ? state.services : undefined;
  // Grouped once per answer, not on every render (a swipe or an opened service re-renders).
  const byDay = useMemo(() => {
    const days = new Map<string, ServiceEntry[]>();
    for (const entry of services ?? []) {
      const day = londonDay(entry.datetime);
      const list = days.get(day);
      if (list) list.push(entry);
      else days.set(day, [entry]);
    }
    return days;
  }, [services]);

  if (!month || !today) return <CalendarSkeleton />;

  const shortNames = weekdayNames(language, "short");
  const longNames = weekdayNames(language, "long");
  const label = formatMonthYear(month.year, month.month, language);

  return (
    <div data-testid="month-calendar">
      <div className="mb-3 flex items-center justify-between gap-2">
        <MonthButton direction="previous" onPress={previous} label={t("programme.previousMonth")} />
        <h2
          className="min-w-0 text-center text-xl font-semibold capitalize sm:text-2xl"
          aria-live="polite"
          data-testid="month-label"
        >
          {label}
        </h2>
        <MonthButton direction="next" onPress={next} label={t("programme.nextMonth")} />
      </div>
      <p className="sr-only">{t("programme.swipeHint")}</p>
      {/* Above the grid, where a phone shows them first: under it, a failed load was 900 px down
          and the empty month on the first screen read as "no services". */}
      {state.status === "error" && (
        <div className="mb-3">
          <LoadError retry={state.retry} />
        </div>
      )}
      {state.status === "ready" && state.services.length === 0 && (
        <p className="mb-3 text-sm text-neutral-700">{t("programme.empty")}</p>
      )}
      <div className="relative touch-pan-y" {...swipe} data-testid="calendar-grid">
        <table className="w-full table-fixed border-collapse text-left">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              {shortNames.map((name, i) => (
                <th
                  key={name}
                  scope="col"
                  abbr={longNames[i]}
                  className="border border-neutral-200 bg-byzantine-50 px-1 py-1 text-center text-xs font-semibold text-byzantine-900 sm:text-sm"
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week.find(Boolean) ?? "x"}>
                {week.map((day, i) => {
                  if (!day) {
                    // biome-ignore lint/suspicious/noArrayIndexKey: empty cells are positions, not data
                    return <td key={i} className="border border-neutral-200 bg-neutral-50" />;
                  }
                  const isToday = day === today;
                  const entries = byDay.get(day) ?? [];
                  return (
                    <td
                      key={day}
                      className={`h-20 border align-top sm:h-28 ${isToday ? "border-2 border-gold-500 bg-gold-100" : "border-neutral-200"} p-0.5 sm:p-1`}
                      aria-current={isToday ? "date" : undefined}
                      data-date={day}
                    >
                      <div className="flex items-baseline justify-between">
                        <span
                          className={`text-xs sm:text-sm ${isToday ? "font-bold text-byzantine-900" : "text-neutral-700"}`}
                        >
                          <span className="sr-only">{formatLongDay(day, language)}</span>
                          <span aria-hidden="true">{Number(day.slice(8))}</span>
                        </span>
                        {isToday && (
                          <span className="hidden text-[10px] font-semibold uppercase text-gold-700 sm:inline">
                            {t("programme.today")}
                          </span>
                        )}
                      </div>
                      <DayFeast date={day} />
                      <ul className="mt-0.5 space-y-0.5">
                        {entries.map((entry) => (
                          <li key={entry.id}>
                            <button
                              type="button"
                              onClick={() => setSelected(entry)}
                              className={`block w-full rounded-sm border-l-4 px-0.5 text-left text-[10px] leading-tight break-words hover:brightness-95 sm:px-1 sm:text-xs ${kindClasses[displayKind(entry)]}`}
                              data-testid="calendar-entry"
                            >
                              <span className="font-semibold">{formatTime(entry.datetime, language)}</span>
                              <span className="sr-only sm:not-sr-only"> {entry.service}</span>
                            </button>
                          </li>
                        ))}
                      </ul>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {state.status === "loading" && (
          <div role="status" className="absolute inset-x-0 top-10 flex justify-center">
            <span className="rounded bg-white/90 px-3 py-1 text-sm text-neutral-700 shadow">
              {t("programme.loading")}
            </span>
          </div>
        )}
      </div>
      <KindLegend />
      <MonthFeasts month={month} />
      <MonthFasting month={month} />
      <ServiceModal entry={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
