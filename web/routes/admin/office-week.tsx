import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { AdminBooking, AdminService, AdminSlot } from "../../../contracts/admin.ts";
import { isoDay } from "../../../contracts/dates.ts";
import { addDaysIso, londonDate, weekdayIso } from "../../../contracts/time.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { PrintedHeading } from "../../components/ui/printed-heading.tsx";
import { stampDate } from "../../features/admin/format.ts";
import { AdminHeading, Results } from "../../features/admin/states.tsx";
import { combineApiData, useApiData } from "../../features/admin/use-api-data.ts";
import { WeekSheet, weekDays } from "../../features/admin/week-sheet.tsx";
import { formatDayMonth } from "../../features/programme/format.ts";
import type { Route } from "./+types/office-week";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "office-week", titleKey: "admin.week.title", noindex: true });

/** The Monday of the London week a date is in. */
const mondayOf = (date: string) => addDaysIso(date, -((weekdayIso(date) + 6) % 7));

/** '30 November – 6 December 2026', the years both said when the week crosses one. */
function weekRange(monday: string, sunday: string, language: "en" | "el") {
  const [from, to] = [monday, sunday].map((day) => `${formatDayMonth(day, language)} ${day.slice(0, 4)}`);
  if (monday.slice(0, 4) !== sunday.slice(0, 4)) return `${from} – ${to}`;
  return `${formatDayMonth(monday, language)} – ${to}`;
}

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
  const monday = asked && isoDay.safeParse(asked).success ? mondayOf(asked) : thisMonday;
  const sunday = addDaysIso(monday, 6);
  const range = `from=${monday}&to=${sunday}`;
  const week = combineApiData<[AdminService[], AdminBooking[], AdminSlot[]]>([
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
        <Link to={weekLink(addDaysIso(monday, -7))} className={linkClass}>
          {t("admin.week.previous")}
        </Link>
        {monday !== thisMonday && (
          <Link to={weekLink(thisMonday)} className={linkClass}>
            {t("admin.week.current")}
          </Link>
        )}
        <Link to={weekLink(addDaysIso(monday, 7))} className={linkClass}>
          {t("admin.week.next")}
        </Link>
      </nav>
      <Results data={week}>
        {([services, bookings, slots]) => (
          <WeekSheet days={weekDays(monday, { services, bookings, slots })} />
        )}
      </Results>
    </div>
  );
}
