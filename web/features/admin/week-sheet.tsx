import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AdminBooking, AdminService, AdminSlot } from "../../../contracts/admin.ts";
import { bookingTelephones, liveStatuses, registerNames } from "../../../contracts/booking.ts";
import { commemorationLine } from "../../../contracts/liturgical/index.ts";
import { addDaysIso, londonDate } from "../../../contracts/time.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { formatLongDay } from "../programme/format.ts";
import { listTime } from "./format.ts";
import { keptForFamily } from "./slot-list.tsx";
import { StatusBadge } from "./states.tsx";

/** One line of a day: a service of the programme, a sacrament booked, or a slot kept for a family. */
type Entry =
  | { kind: "service"; at: string; service: AdminService }
  | { kind: "booking"; at: string; booking: AdminBooking }
  | { kind: "kept"; at: string; slot: AdminSlot };

/** The week's seven London days from `monday`, each with its entries in time order. */
export function weekDays(
  monday: string,
  data: { services: AdminService[]; bookings: AdminBooking[]; slots: AdminSlot[] },
) {
  const entries: Entry[] = [
    ...data.services.map((service): Entry => ({ kind: "service", at: service.datetime, service })),
    // Requests waiting for an answer are on it, marked: the office may yet confirm them.
    ...data.bookings
      .filter((booking) => liveStatuses.includes(booking.status))
      .map((booking): Entry => ({ kind: "booking", at: booking.startsAt, booking })),
    ...data.slots.filter(keptForFamily).map((slot): Entry => ({ kind: "kept", at: slot.datetime, slot })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDaysIso(monday, i);
    return { date, entries: entries.filter((entry) => londonDate(entry.at) === date) };
  });
}

/**
 * The week, day by day, as the priest and the chanters need it on paper: the day's commemoration,
 * its services, the sacraments booked (with the names the register takes and the family's
 * telephones) and the slots kept for families who telephoned.
 */
export function WeekSheet({ days }: { days: ReturnType<typeof weekDays> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const line = (entry: Entry) => {
    switch (entry.kind) {
      case "service": {
        const { service } = entry;
        const calendar = language === "el" ? service.calendarEl : service.calendarEn;
        return (
          <>
            <p className="font-semibold">{language === "el" ? service.serviceEl : service.serviceEn}</p>
            {calendar && <p className="text-neutral-700">{calendar}</p>}
          </>
        );
      }
      case "booking": {
        const { booking } = entry;
        const { names, sponsors } = registerNames(booking.type, booking.details);
        const telephones = bookingTelephones(booking.type, booking.details);
        return (
          <>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">
                {t(`admin.types.${booking.type}`)}
                {names && ` — ${names}`}
              </span>
              {booking.status === "pending" && (
                <StatusBadge status="requested" label={t("admin.slotStatus.requested")} />
              )}
            </p>
            {sponsors && (
              <p>
                {t(booking.type === "wedding" ? "admin.week.sponsors" : "admin.week.godparent", {
                  names: sponsors,
                })}
              </p>
            )}
            <p className="text-neutral-700">
              {[
                booking.contactName,
                ...telephones.map(
                  ({ who, telephone }) => `${t(`admin.csv.telephoneOf.${who}`)} ${telephone}`,
                ),
              ].join(" · ")}
            </p>
            <Link
              to={`${href("manage-bookings")}?booking=${booking.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-byzantine-700 underline underline-offset-2 print:hidden"
            >
              {t("admin.bookings.view")}
              <span className="sr-only">
                {" "}
                — {t(`admin.types.${booking.type}`)}, {names || booking.contactName},{" "}
                {listTime(booking.startsAt)}
              </span>
            </Link>
          </>
        );
      }
      case "kept": {
        const keep = entry.slot.keep;
        return (
          <>
            <p className="font-semibold">
              {t(`admin.slotTypes.${entry.slot.type}`)} — {t("admin.keep.keptLine", { name: keep?.keptFor })}
            </p>
            <p className="text-neutral-700">
              {[keep?.telephone && t("admin.keep.telephoneLine", { telephone: keep.telephone }), keep?.note]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </>
        );
      }
    }
  };
  return (
    <div className="space-y-6 print:space-y-4">
      {days.map(({ date, entries }) => {
        const commemoration = commemorationLine(date, language);
        return (
          <section
            key={date}
            aria-labelledby={`day-${date}`}
            className="break-inside-avoid rounded-lg border border-neutral-300 bg-white p-4 shadow-sm print:rounded-none print:border-0 print:border-t print:p-0 print:pt-2 print:shadow-none"
          >
            <h2 id={`day-${date}`} className="font-serif text-xl font-semibold text-byzantine-900">
              {formatLongDay(date, language)}
            </h2>
            {commemoration && <p className="text-sm text-neutral-700">{commemoration}</p>}
            {entries.length === 0 ? (
              <p className="mt-2 text-neutral-700">{t("admin.week.nothing")}</p>
            ) : (
              <ul className="mt-3 divide-y divide-neutral-200">
                {entries.map((entry) => (
                  <li key={`${entry.kind}-${entry.at}-${entryId(entry)}`} className="flex gap-4 py-2">
                    <span className="w-14 shrink-0 font-semibold tabular-nums">{listTime(entry.at)}</span>
                    <div className="min-w-0 break-words">{line(entry)}</div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

const entryId = (entry: Entry) =>
  entry.kind === "service" ? entry.service.id : entry.kind === "booking" ? entry.booking.id : entry.slot.id;
