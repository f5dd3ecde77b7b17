import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AdminBooking } from "../../../contracts/admin.ts";
import { bookingNames, isLiveAndUpcoming } from "../../../contracts/booking.ts";
import { useLanguage } from "../../app/use-language.ts";
import { useWideScreen } from "../../components/layout/use-wide-screen.ts";
import { listDate, listTime } from "./format.ts";
import { BreakableEmail, CardList, EmptyState, ListTable, StatusBadge } from "./states.tsx";

type BookingListProps = {
  bookings: AdminBooking[];
  /** Shows a 'View' button per booking when given. */
  onOpen?(booking: AdminBooking): void;
  /** Or a 'View' link to where the booking opens (another page). */
  viewHref?(booking: AdminBooking): string;
  caption: string;
  /** What an empty list says, when not just that there are no bookings (filters that match none). */
  empty?: string;
};

/** Bookings as a table on wide screens and as cards on phones (below 768 px). */
export function BookingList({ bookings, onOpen, viewHref, caption, empty }: BookingListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const wide = useWideScreen();
  if (bookings.length === 0) return <EmptyState>{empty ?? t("admin.bookings.none")}</EmptyState>;
  const withView = Boolean(onOpen || viewHref);
  // Who the sacrament is for (the child, or the couple): one account may book for several.
  const forWhom = (booking: AdminBooking) => {
    const names = bookingNames(booking.type, booking.details);
    return names ? (
      <span className="block text-sm text-neutral-700">{t("admin.bookings.for", { names })}</span>
    ) : null;
  };
  // Under a request whose date came and went unanswered, that it did: the office declines it so
  // the family is told, where a plain 'Pending' read as still to be decided.
  const datePassed = (booking: AdminBooking) =>
    booking.status === "pending" &&
    !isLiveAndUpcoming(booking) && (
      <span className="mt-1 block text-sm font-semibold text-amber-900">
        {t("admin.bookings.datePassed")}
      </span>
    );
  const badge = (booking: AdminBooking) => (
    <StatusBadge status={booking.status} label={t(`admin.status.${booking.status}`)} />
  );
  const viewClass =
    "inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-byzantine-700 underline underline-offset-2 hover:bg-byzantine-50";
  const view = (booking: AdminBooking) => {
    const label = (
      <>
        {t("admin.bookings.view")}
        {/* Which booking, to a screen reader: one account may have many (and their names alike). */}
        <span className="sr-only">
          {" "}
          — {t(`admin.types.${booking.type}`)}, {booking.contactName}, {listDate(booking.startsAt, language)},{" "}
          {listTime(booking.startsAt)}
        </span>
      </>
    );
    if (onOpen) {
      return (
        <button type="button" onClick={() => onOpen(booking)} className={viewClass}>
          {label}
        </button>
      );
    }
    return (
      viewHref && (
        <Link to={viewHref(booking)} className={viewClass}>
          {label}
        </Link>
      )
    );
  };
  return !wide ? (
    <CardList caption={caption}>
      {bookings.map((booking) => (
        <li key={booking.id} className="rounded-lg border border-neutral-300 bg-white p-4 shadow-sm">
          {/* The badge goes under a name too long to share its line: a long Greek surname beside
            "Απορρίφθηκε" broke before its last letter at 375 px (office review, session 44). */}
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <p className="min-w-0 break-words">
              <span className="block font-semibold">{booking.contactName}</span>
              {forWhom(booking)}
            </p>
            {badge(booking)}
          </div>
          {datePassed(booking)}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-neutral-700">{t("admin.bookings.service")}</dt>
            <dd>{t(`admin.types.${booking.type}`)}</dd>
            <dt className="text-neutral-700">{t("admin.bookings.email")}</dt>
            <dd className="min-w-0 break-words">
              <BreakableEmail email={booking.contactEmail} />
            </dd>
            <dt className="text-neutral-700">{t("admin.bookings.date")}</dt>
            <dd>
              {listDate(booking.startsAt, language)}, {listTime(booking.startsAt)}
            </dd>
          </dl>
          {view(booking)}
        </li>
      ))}
    </CardList>
  ) : (
    <ListTable
      caption={caption}
      columns={[
        "admin.bookings.name",
        "admin.bookings.service",
        "admin.bookings.email",
        "admin.bookings.date",
        "admin.bookings.time",
        "admin.bookings.status",
      ]}
      withActions={withView}
    >
      {bookings.map((booking) => (
        <tr key={booking.id} className="border-b border-neutral-200 align-middle">
          <td className="py-2 pr-3 break-words">
            <span className="block font-semibold">{booking.contactName}</span>
            {forWhom(booking)}
          </td>
          <td className="py-2 pr-3">{t(`admin.types.${booking.type}`)}</td>
          <td className="py-2 pr-3 break-words">
            <BreakableEmail email={booking.contactEmail} />
          </td>
          <td className="py-2 pr-3 whitespace-nowrap">{listDate(booking.startsAt, language)}</td>
          <td className="py-2 pr-3 tabular-nums">{listTime(booking.startsAt)}</td>
          <td className="py-2 pr-3">
            {badge(booking)}
            {datePassed(booking)}
          </td>
          {withView && <td className="py-2 text-right">{view(booking)}</td>}
        </tr>
      ))}
    </ListTable>
  );
}
