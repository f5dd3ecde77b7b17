import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AdminSlot } from "../../../contracts/admin.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { useWideScreen } from "../../components/layout/use-wide-screen.ts";
import { listDate, listTime } from "./format.ts";
import { CardList, EmptyState, ListTable, StatusBadge } from "./states.tsx";

type SlotListProps = {
  slots: AdminSlot[];
  caption: string;
  empty: string;
  /** Per-slot actions (e.g. Delete). */
  actions?(slot: AdminSlot): ReactNode;
  /** What can be done about who holds the slot, under it (keep it for a family, change whom for). */
  holderAction?(slot: AdminSlot): ReactNode;
};

/** Kept by the office for a family who telephoned (ADR 034), and held by no booking. */
export const keptForFamily = (slot: AdminSlot) => slot.keep !== null && slot.booking === null;

/** Slots with their status and holding booking: a table on wide screens, cards on phones. */
export function SlotList({ slots, caption, empty, actions, holderAction }: SlotListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const wide = useWideScreen();
  const href = useLocalizedPath();
  if (slots.length === 0) return <EmptyState>{empty}</EmptyState>;
  // A past slot nobody booked is not "available" any more; one a request waits on is not yet
  // "booked" (office review: a pending request's slot said it was).
  const shownStatus = (slot: AdminSlot) =>
    slot.status === "available" && Date.parse(slot.datetime) < Date.now()
      ? "unused"
      : slot.status === "booked" && slot.booking?.status === "pending"
        ? "requested"
        : keptForFamily(slot)
          ? "kept"
          : slot.status;
  const badge = (slot: AdminSlot) => {
    const status = shownStatus(slot);
    return <StatusBadge status={status} label={t(`admin.slotStatus.${status}`)} />;
  };
  // The booking that holds a slot opens from it (the only way there was Delete, then "Go to the booking").
  const holder = (slot: AdminSlot) => (
    <>
      {bookingText(slot)}
      {holderAction?.(slot)}
    </>
  );
  const bookingText = (slot: AdminSlot) =>
    slot.booking ? (
      <>
        <Link
          to={`${href("manage-bookings")}?booking=${slot.booking.id}`}
          className="font-semibold text-byzantine-700 underline underline-offset-2"
        >
          {slot.booking.contactName}
        </Link>{" "}
        ({t(`admin.status.${slot.booking.status}`)})
      </>
    ) : slot.keep ? (
      // Kept for a family who telephoned: whom for, their number, their account and the office's note.
      <>
        <span className="font-semibold">{t("admin.keep.keptLine", { name: slot.keep.keptFor })}</span>
        {slot.keep.telephone && (
          <span className="block">{t("admin.keep.telephoneLine", { telephone: slot.keep.telephone })}</span>
        )}
        {slot.keep.email && (
          <span className="block break-words">{t("admin.keep.emailLine", { email: slot.keep.email })}</span>
        )}
        {slot.keep.note && (
          <span className="block whitespace-pre-line text-neutral-700">{slot.keep.note}</span>
        )}
      </>
    ) : (
      t("admin.slots.noBooking")
    );
  return !wide ? (
    <CardList caption={caption}>
      {slots.map((slot) => (
        <li key={slot.id} className="rounded-lg border border-neutral-300 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold">
              {listDate(slot.datetime, language)}, {listTime(slot.datetime)}
            </p>
            {badge(slot)}
          </div>
          <p className="mt-1 text-sm">
            {t(`admin.slotTypes.${slot.type}`)} ·{" "}
            {t("admin.createSlot.minutes", { count: slot.durationMinutes })}
          </p>
          <div className="mt-1 text-sm break-words">{holder(slot)}</div>
          {slot.overrideReason && (
            <p className="mt-1 text-sm text-neutral-700">
              {t("admin.slots.override")}: {slot.overrideReason}
            </p>
          )}
          {actions && <div className="mt-2">{actions(slot)}</div>}
        </li>
      ))}
    </CardList>
  ) : (
    <ListTable
      caption={caption}
      columns={[
        "admin.bookings.date",
        "admin.bookings.time",
        "admin.bookings.service",
        "admin.slots.duration",
        "admin.bookings.status",
        "admin.slots.booking",
      ]}
      withActions={Boolean(actions)}
    >
      {slots.map((slot) => (
        <tr key={slot.id} className="border-b border-neutral-200">
          <td className="py-2 pr-3 whitespace-nowrap">{listDate(slot.datetime, language)}</td>
          <td className="py-2 pr-3 tabular-nums">{listTime(slot.datetime)}</td>
          <td className="py-2 pr-3">
            {t(`admin.slotTypes.${slot.type}`)}
            {slot.overrideReason && (
              <span className="block text-sm text-neutral-700">
                {t("admin.slots.override")}: {slot.overrideReason}
              </span>
            )}
          </td>
          <td className="py-2 pr-3 whitespace-nowrap">
            {t("admin.createSlot.minutes", { count: slot.durationMinutes })}
          </td>
          <td className="py-2 pr-3">{badge(slot)}</td>
          <td className="py-2 pr-3 break-words">{holder(slot)}</td>
          {actions && <td className="py-2 text-right">{actions(slot)}</td>}
        </tr>
      ))}
    </ListTable>
  );
}
