import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { AdminBooking, AdminSlot, AdminSummary, MailStatus } from "../../../contracts/admin.ts";
import { liveStatuses } from "../../../contracts/booking.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { BookingList } from "../../features/admin/booking-list.tsx";
import { createdSlot, likeSlot } from "../../features/admin/created-slot.ts";
import { listTime, longDate } from "../../features/admin/format.ts";
import { MailServerNotices, UndeliveredMails } from "../../features/admin/mail-notices.tsx";
import { SlotList } from "../../features/admin/slot-list.tsx";
import { AdminHeading, ErrorState, Results } from "../../features/admin/states.tsx";
import { useApiData } from "../../features/admin/use-api-data.ts";
import type { Route } from "./+types/admin-dashboard";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "admin-dashboard", titleKey: "admin.dashboard.title", noindex: true });

function Count({
  value,
  label,
  to,
  urgent = false,
}: {
  value: number | undefined;
  label: string;
  to: string;
  urgent?: boolean;
}) {
  return (
    <Link
      to={to}
      className={`flex flex-col rounded-lg border p-5 shadow-sm hover:border-byzantine-700 ${urgent ? "border-l-4 border-amber-700 bg-amber-50" : "border-neutral-300 bg-cream"}`}
    >
      <span className="font-serif text-4xl font-semibold text-byzantine-900 tabular-nums">
        {value ?? "–"}
      </span>
      <span className="mt-1 text-neutral-800">{label}</span>
    </Link>
  );
}

const linkClass = "font-semibold text-byzantine-700 underline underline-offset-2";

/**
 * After Create Slot: the slot just made, which the dashboard's lists (booked slots only) would not
 * show, with the next steps (office review: a 3-second toast was the only sign of it).
 */
function SlotCreated() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const slot = createdSlot(useLocation().state);
  if (!slot) return null;
  const end = new Date(new Date(slot.datetime).getTime() + slot.durationMinutes * 60_000);
  return (
    <div
      role="status"
      className="mb-8 rounded-md border-l-4 border-green-700 bg-green-50 p-4 text-neutral-900"
    >
      <p className="font-semibold">
        {t("admin.dashboard.slotCreated", {
          type: t(`admin.slotTypes.${slot.type}`),
          date: longDate(slot.datetime, language),
          start: listTime(slot.datetime),
          end: listTime(end),
        })}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={href("create-slot")} state={likeSlot(slot)} className={linkClass}>
          {t("admin.dashboard.createAnother")}
        </Link>
        <Link to={href("manage-appointment-slots")} className={linkClass}>
          {t("admin.dashboard.manageSlots")}
        </Link>
      </div>
    </div>
  );
}

/** The church office's start page: what needs a decision, what is coming, and a way to add slots. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const summary = useApiData<AdminSummary>("/api/admin/summary", { refreshOnReturn: true });
  // Upcoming requests and sacraments still to happen: not those declined or cancelled.
  const bookings = useApiData<AdminBooking[]>("/api/bookings?future=true", { refreshOnReturn: true });
  const booked = useApiData<AdminSlot[]>("/api/admin/slots?when=upcoming&status=booked", {
    refreshOnReturn: true,
  });
  const mail = useApiData<MailStatus>("/api/admin/mail", { refreshOnReturn: true });
  return (
    <>
      <AdminHeading title={t("admin.dashboard.title")}>
        <Link to={href("create-slot")} className={buttonClass("primary")}>
          {t("admin.dashboard.createSlot")}
        </Link>
      </AdminHeading>
      <SlotCreated />
      <MailServerNotices mail={mail} />
      {/* The tiles' "–" alone read as nothing to decide. */}
      {summary.status === "error" && (
        <ErrorState message={t("admin.dashboard.countsFailed")} onRetry={summary.reload} />
      )}
      <div className="mb-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Count
          value={summary.data?.pendingCount}
          label={t("admin.dashboard.pending", { count: summary.data?.pendingCount ?? 0 })}
          to={`${href("manage-bookings")}?status=pending&future=true`}
        />
        <Count
          value={summary.data?.upcomingConfirmedCount}
          label={t("admin.dashboard.upcomingConfirmed", { count: summary.data?.upcomingConfirmedCount ?? 0 })}
          to={`${href("manage-bookings")}?status=confirmed&future=true`}
        />
        {/* Left out of both counts and of the list below, but the family is still waiting to hear. */}
        {(summary.data?.overdueCount ?? 0) > 0 && (
          <Count
            urgent
            value={summary.data?.overdueCount}
            label={t("admin.dashboard.overdue", { count: summary.data?.overdueCount ?? 0 })}
            to={`${href("manage-bookings")}?status=pending&future=false`}
          />
        )}
        {/* Only when someone wrote and nobody has marked it answered (ADR 035). */}
        {(summary.data?.unansweredMessages ?? 0) > 0 && (
          <Count
            value={summary.data?.unansweredMessages}
            label={t("admin.dashboard.messages", { count: summary.data?.unansweredMessages ?? 0 })}
            to={href("office-messages")}
          />
        )}
      </div>
      <UndeliveredMails mail={mail} focusWhenNoneLeft="dashboard-bookings" />
      <section aria-labelledby="dashboard-bookings" className="mb-10">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="dashboard-bookings" tabIndex={-1} className="text-2xl font-semibold">
            {t("admin.dashboard.bookings")}
          </h2>
          <Link to={href("manage-bookings")} className={linkClass}>
            {t("admin.dashboard.manageBookings")}
          </Link>
        </div>
        <Results data={bookings}>
          {(list) => (
            <BookingList
              bookings={list.filter((booking) => liveStatuses.includes(booking.status))}
              caption={t("admin.dashboard.bookings")}
              viewHref={(booking) => `${href("manage-bookings")}?booking=${booking.id}`}
            />
          )}
        </Results>
      </section>
      <section aria-labelledby="dashboard-slots">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="dashboard-slots" className="text-2xl font-semibold">
            {t("admin.dashboard.bookedSlots")}
          </h2>
          <Link to={href("manage-appointment-slots")} className={linkClass}>
            {t("admin.dashboard.manageSlots")}
          </Link>
        </div>
        <Results data={booked}>
          {(list) => (
            <SlotList
              slots={list}
              caption={t("admin.dashboard.bookedSlots")}
              empty={t("admin.slots.noneBooked")}
            />
          )}
        </Results>
      </section>
    </>
  );
}
