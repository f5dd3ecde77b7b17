import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type AdminSlot, adminSlotListLimit } from "../../../contracts/admin.ts";
import { slotStatuses, slotTypes } from "../../../contracts/booking.ts";
import { api, failureMessage } from "../../app/api-client.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { ConfirmDialog } from "../../features/admin/confirm-dialog.tsx";
import { CreateSlotForm } from "../../features/admin/create-slot-form.tsx";
import { EditDialog } from "../../features/admin/edit-dialog.tsx";
import { listDate, listTime } from "../../features/admin/format.ts";
import { SlotList } from "../../features/admin/slot-list.tsx";
import { AdminHeading, Results } from "../../features/admin/states.tsx";
import { useApiData } from "../../features/admin/use-api-data.ts";
import type { Route } from "./+types/manage-slots";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "manage-appointment-slots", titleKey: "admin.slots.title", noindex: true });

const filterClass = "rounded-md border border-neutral-500 bg-white px-3 py-2";

/** Upcoming and past slots by type and status; free ones can be changed, unbooked ones deleted. */
export default function ManageSlotsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const navigate = useNavigate();
  const [when, setWhen] = useState<"upcoming" | "past">("upcoming");
  const [type, setType] = useState("");
  const [status, setStatus] = useState("");
  const [target, setTarget] = useState<AdminSlot | null>(null);
  const [editing, setEditing] = useState<AdminSlot | null>(null);
  const [pending, setPending] = useState(false);
  const query = new URLSearchParams({ when, ...(type && { type }), ...(status && { status }) });
  const slots = useApiData<AdminSlot[]>(`/api/admin/slots?${query}`);

  async function deleteSlot(slot: AdminSlot) {
    setPending(true);
    try {
      await api(`/api/slots/${slot.id}`, { method: "DELETE" });
      toast.success(t("admin.slots.deleted"), { duration: 3000 });
      setTarget(null);
      slots.reload();
    } catch (error) {
      toast.error(failureMessage(error, t("admin.errors.action")));
      setTarget(null);
      slots.reload();
    } finally {
      setPending(false);
    }
  }

  const tab = (value: "upcoming" | "past") => (
    <button
      type="button"
      role="tab"
      aria-selected={when === value}
      onClick={() => setWhen(value)}
      className={`min-h-11 rounded-t-md border-b-4 px-4 font-semibold ${
        when === value ? "border-byzantine-700 text-byzantine-900" : "border-transparent text-neutral-700"
      }`}
    >
      {t(`admin.slots.${value}`)}
    </button>
  );

  return (
    <>
      <AdminHeading title={t("admin.slots.title")}>
        <Link to={href("create-slot")} className={buttonClass("primary")}>
          {t("admin.dashboard.createSlot")}
        </Link>
      </AdminHeading>
      <div
        role="tablist"
        aria-label={t("admin.slots.when")}
        className="mb-4 flex gap-2 border-b border-neutral-300"
      >
        {tab("upcoming")}
        {tab("past")}
      </div>
      <div className="mb-6 flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 font-semibold">
          {t("admin.filters.type")}
          <select value={type} onChange={(e) => setType(e.target.value)} className={filterClass}>
            <option value="">{t("admin.filters.all")}</option>
            {slotTypes.map((value) => (
              <option key={value} value={value}>
                {t(`admin.slotTypes.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          {t("admin.filters.status")}
          <select value={status} onChange={(e) => setStatus(e.target.value)} className={filterClass}>
            <option value="">{t("admin.filters.all")}</option>
            {slotStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`admin.slotStatus.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Results data={slots}>
        {(list) => (
          <>
            {list.length >= adminSlotListLimit && (
              <p className="mb-4 rounded-md border-l-4 border-gold-500 bg-cream p-3">
                {t(`admin.slots.capped.${when}`, { count: adminSlotListLimit })}
              </p>
            )}
            <SlotList
              slots={list}
              caption={t(`admin.slots.${when}`)}
              empty={t("admin.slots.none")}
              actions={(slot) => {
                const which = (
                  <span className="sr-only">
                    {" "}
                    {listDate(slot.datetime, language)} {listTime(slot.datetime)}
                  </span>
                );
                return (
                  <div className="flex flex-wrap gap-2">
                    {/* Only a free slot still to come can change: one a family holds or is booking cannot. */}
                    {when === "upcoming" && slot.status === "available" && (
                      <Button variant="ghost" onClick={() => setEditing(slot)}>
                        {t("admin.programme.edit")}
                        {which}
                      </Button>
                    )}
                    <Button variant="ghost" onClick={() => setTarget(slot)}>
                      {t("admin.actions.delete")}
                      {which}
                    </Button>
                  </div>
                );
              }}
            />
          </>
        )}
      </Results>
      <EditDialog
        title={t("admin.slots.editTitle")}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CreateSlotForm
            slot={editing}
            onSaved={() => {
              setEditing(null);
              slots.reload();
            }}
          />
        )}
      </EditDialog>
      {target?.booking ? (
        <ConfirmDialog
          isOpen
          title={t("admin.slots.cannotDeleteTitle")}
          confirmLabel={t("admin.slots.openBookings")}
          variant="primary"
          onConfirm={() => {
            setTarget(null);
            // The booking itself, open in its panel (a search by e-mail listed all the family's).
            navigate(`${href("manage-bookings")}?booking=${target.booking?.id ?? ""}`);
          }}
          onCancel={() => setTarget(null)}
        >
          {t(`admin.slots.heldBody.${target.booking.status === "confirmed" ? "confirmed" : "pending"}`, {
            name: target.booking.contactName,
          })}
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          isOpen={target !== null}
          title={t("admin.dialog.title")}
          confirmLabel={t("admin.actions.delete")}
          pending={pending}
          onConfirm={() => target && void deleteSlot(target)}
          onCancel={() => setTarget(null)}
        >
          {target && (
            <>
              <p>
                {t("admin.slots.deleteBody", {
                  date: listDate(target.datetime, language),
                  time: listTime(target.datetime),
                })}
              </p>
              {target.status === "reserved" && <p className="mt-2">{t("admin.slots.deleteBodyReserved")}</p>}
            </>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
