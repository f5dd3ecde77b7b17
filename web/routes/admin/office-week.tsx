import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { AdminBooking, AdminService, AdminSlot } from "../../../contracts/admin.ts";
import { isoDay } from "../../../contracts/dates.ts";
import { FIRST_SUPPORTED_YEAR, LAST_SUPPORTED_YEAR } from "../../../contracts/liturgical/index.ts";
import { addDaysIso, londonDate, weekdayIso } from "../../../contracts/time.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { PrintedHeading } from "../../components/ui/printed-heading.tsx";
import { stampDate } from "../../features/admin/format.ts";
import { AdminHeading, LoadingState, Results } from "../../features/admin/states.tsx";
import { combineApiData, useApiData } from "../../features/admin/use-api-data.ts";
import { WeekSheet, weekDays } from "../../features/admin/week-sheet.tsx";
import { formatDayMonth, formatDayMonthRange } from "../../features/programme/format.ts";
import type { Route } from "./+types/office-week";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "office-week", titleKey: "admin.week.title", noindex: true });

type WeekData = [AdminService[], AdminBooking[], AdminSlot[]];

/** The Monday of the London week a date is in. */
const mondayOf = (date: string) => addDaysIso(date, -((weekdayIso(date) + 6) % 7));

/** '30 November – 6 December 2026' or '1–7 December 2026', both years said when the week crosses one. */
function weekRange(monday: string, sunday: string, language: "en" | "el") {
  if (monday.slice(0, 4) === sunday.slice(0, 4))
    return `${formatDayMonthRange(monday, sunday, language)} ${sunday.slice(0, 4)}`;
  const [from, to] = [monday, sunday].map((day) => `${formatDayMonth(day, language)} ${day.slice(0, 4)}`);
  return `${from} – ${to}`;
}

/** A week the liturgical calendar (and so the sheet's commemorations) reaches, from its Monday. */
const weekInCalendar = (monday: string) =>
  Number(monday.slice(0, 4)) >= FIRST_SUPPORTED_YEAR &&
  Number(addDaysIso(monday, 6).slice(0, 4)) <= LAST_SUPPORTED_YEAR;

/**
 * A week of the parish on one sheet, Monday to Sunday (any week, by `?from=`): the services, the
 * sacraments booked or asked for, and the slots kept for families, to print for the priest.
 */
export default function OfficeWeekPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const [params] = useSearchParams();
  const thisMonday = mondayOf(londonDate(new Date()));
  const asked = params.get("from");
  const askedMonday = asked && isoDay.safeParse(asked).success ? mondayOf(asked) : undefined;
  const monday = askedMonday && weekInCalendar(askedMonday) ? askedMonday : thisMonday;
  const sunday = addDaysIso(monday, 6);
  const range = `from=${monday}&to=${sunday}`;
  const week = combineApiData<WeekData>([
    useApiData<AdminService[]>(`/api/admin/services?${range}`),
    useApiData<AdminBooking[]>(`/api/bookings?${range}`),
    useApiData<AdminSlot[]>(`/api/admin/slots?when=all&status=kept&${range}`),
  ]);
  const title = weekRange(monday, sunday, language);
  const weekLink = (from: string) => `${href("office-week")}${from === thisMonday ? "" : `?from=${from}`}`;
  const linkClass =
    "inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-byzantine-700 underline underline-offset-2 hover:bg-byzantine-50";

  return (
    <div className="print-sheet">
      <PrintedHeading
        identity={`${t("admin.week.title")}: ${title}`}
        printedOn={(at) => t("admin.bookings.printedOn", { date: stampDate(at, language) })}
        pageOf={t("admin.bookings.printedPage")}
      />
      <AdminHeading title={t("admin.week.title")}>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          {t("admin.bookings.print")}
        </Button>
      </AdminHeading>
      <p className="mb-2 text-neutral-700 print:hidden">{t("admin.week.intro")}</p>
      <p aria-live="polite" className="mb-4 font-serif text-2xl font-semibold text-byzantine-900">
        {title}
      </p>
      <nav aria-label={t("admin.week.weeks")} className="mb-6 flex flex-wrap gap-2 print:hidden">
        {weekInCalendar(addDaysIso(monday, -7)) && (
          <Link to={weekLink(addDaysIso(monday, -7))} className={linkClass}>
            {t("admin.week.previous")}
          </Link>
        )}
        {/* Always there, marked when it is this week: pressed, it stays where the focus was. */}
        <Link
          to={weekLink(thisMonday)}
          aria-current={monday === thisMonday ? "page" : undefined}
          className={linkClass}
        >
          {t("admin.week.current")}
        </Link>
        {weekInCalendar(addDaysIso(monday, 7)) && (
          <Link to={weekLink(addDaysIso(monday, 7))} className={linkClass}>
            {t("admin.week.next")}
          </Link>
        )}
      </nav>
      {/* Another week's answers are not this week's days: none is drawn until they come. */}
      {week.status === "loading" ? (
        <LoadingState />
      ) : (
        <Results<WeekData> data={week}>
          {([services, bookings, slots]) => (
            <WeekSheet days={weekDays(monday, { services, bookings, slots })} />
          )}
        </Results>
      )}
    </div>
  );
}
