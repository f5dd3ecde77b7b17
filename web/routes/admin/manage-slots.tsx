import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type AdminSlot, adminSlotListLimit, adminSlotStatuses } from "../../../contracts/admin.ts";
import { slotTypes } from "../../../contracts/booking.ts";
import { api, failureMessage } from "../../app/api-client.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useFocusAfterRender } from "../../components/ui/use-focus-after-render.ts";
import { ConfirmDialog } from "../../features/admin/confirm-dialog.tsx";
import { CreateSlotForm } from "../../features/admin/create-slot-form.tsx";
import { EditDialog } from "../../features/admin/edit-dialog.tsx";
import { DateRangeFilter, FilterPanel, FilterSelect } from "../../features/admin/filters.tsx";
import { listDate, listTime } from "../../features/admin/format.ts";
import { KeepSlotDialog } from "../../features/admin/keep-slot-dialog.tsx";
import { keptForFamily, SlotList } from "../../features/admin/slot-list.tsx";
import { AdminHeading, ListTabs, Results } from "../../features/admin/states.tsx";
import { useApiData } from "../../features/admin/use-api-data.ts";
import { useFilterParams } from "../../features/admin/use-filter-params.ts";
import type { Route } from "./+types/manage-slots";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "manage-appointment-slots", titleKey: "admin.slots.title", noindex: true });

const filterKeys = ["type", "status", "from", "to"] as const;

/** A button in the list's text, read as the link beside it is, as tall as a finger needs. */
const holderActionClass =
  "block min-h-11 text-left font-semibold text-byzantine-700 underline underline-offset-2 hover:text-byzantine-900";

/**
 * Upcoming and past slots by type, status and dates, kept in the address (Back from a booking
 * returns to the same list); free ones can be changed, unbooked ones deleted.
 */
export default function ManageSlotsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const navigate = useNavigate();
  const { params, query, filtered, from, to, dateProblems, setParam, clearFilters } =
    useFilterParams(filterKeys);
  const when = params.get("when") === "past" ? "past" : "upcoming";
  const [target, setTarget] = useState<AdminSlot | null>(null);
  const [editing, setEditing] = useState<AdminSlot | null>(null);
  const [keeping, setKeeping] = useState<AdminSlot | null>(null);
  const [releasing, setReleasing] = useState<AdminSlot | null>(null);
  const focusAfterRender = useFocusAfterRender();
  // A slot still to come that no family holds or is booking, or one kept for a family (the office
  // agrees a new time, or new details, with them): it can be changed and kept.
  const changeable = (slot: AdminSlot) =>
    when === "upcoming" && (slot.status === "available" || keptForFamily(slot));
  const [pending, setPending] = useState(false);
  const slots = useApiData<AdminSlot[]>(
    dateProblems.usable ? `/api/admin/slots?when=${when}&${query}` : null,
  );

  async function deleteSlot(slot: AdminSlot) {
    setPending(true);
    try {
      await api(`/api/slots/${slot.id}`, { method: "DELETE" });
      toast.success(t("admin.slots.deleted"), { duration: 3000 });
      setTarget(null);
      slots.reload();
    } catch (error) {
      toast.error(failureMessage(error, t("admin.errors.action"), t));
      setTarget(null);
      slots.reload();
    } finally {
      setPending(false);
    }
  }

  async function releaseSlot(slot: AdminSlot) {
    setPending(true);
    try {
      // Released for the family the office saw: refused if a colleague changed the keep since.
      const seen = slot.keep ? `?keptAt=${encodeURIComponent(slot.keep.keptAt)}` : "";
      await api(`/api/slots/${slot.id}/keep${seen}`, { method: "DELETE" });
      toast.success(t("admin.keep.released"), { duration: 3000 });
    } catch (error) {
      toast.error(failureMessage(error, t("admin.errors.action"), t));
    } finally {
      setReleasing(null);
      setPending(false);
      slots.reload();
    }
  }

  const results = (
    <Results data={slots}>
      {(list) => (
        <>
          <p
            id="slots-count"
            data-results-focus
            tabIndex={-1}
            className="mb-3 text-neutral-700"
            aria-live="polite"
          >
            {t("admin.slots.count", { count: list.length })}
          </p>
          {list.length >= adminSlotListLimit && (
            <p className="mb-4 rounded-md border-l-4 border-gold-500 bg-cream p-3">
              {t(`admin.slots.capped.${when}`, { count: adminSlotListLimit })}
            </p>
          )}
          <SlotList
            slots={list}
            caption={t(`admin.slots.${when}`)}
            empty={t(filtered ? "admin.slots.noneMatch" : "admin.slots.none")}
            holderAction={(slot) =>
              // Under "Not booked" or whom it is kept for: the office keeps it for a family who
              // telephoned, or changes what it wrote of them (ADR 034).
              changeable(slot) ? (
                <button
                  type="button"
                  id={`keep-${slot.id}`}
                  className={holderActionClass}
                  onClick={() => setKeeping(slot)}
                >
                  {t(slot.keep ? "admin.keep.change" : "admin.keep.action")}
                  <span className="sr-only">
                    {" "}
                    {listDate(slot.datetime, language)} {listTime(slot.datetime)}
                  </span>
                </button>
              ) : null
            }
            actions={(slot) => {
              const which = (
                <span className="sr-only">
                  {" "}
                  {listDate(slot.datetime, language)} {listTime(slot.datetime)}
                </span>
              );
              return (
                // At the table's right edge, so Delete lines up whether or not Edit stands before it;
                // side by side from 1024 px, where they stacked in Greek beside a long name.
                <div className="flex flex-wrap gap-2 md:justify-end lg:flex-nowrap">
                  {changeable(slot) && (
                    <Button variant="ghost" onClick={() => setEditing(slot)}>
                      {t("admin.programme.edit")}
                      {which}
                    </Button>
                  )}
                  {/* Released before it can be deleted: the family's name would go unseen. */}
                  {keptForFamily(slot) ? (
                    <Button variant="ghost" onClick={() => setReleasing(slot)}>
                      {t("admin.keep.release")}
                      {which}
                    </Button>
                  ) : (
                    <Button variant="ghost" onClick={() => setTarget(slot)}>
                      {t("admin.actions.delete")}
                      {which}
                    </Button>
                  )}
                </div>
              );
            }}
          />
        </>
      )}
    </Results>
  );

  return (
    <>
      <AdminHeading title={t("admin.slots.title")}>
        <Link to={href("create-slot")} className={buttonClass("primary")}>
          {t("admin.dashboard.createSlot")}
        </Link>
      </AdminHeading>
      <FilterPanel
        id="slot-filters"
        inUse={query.size}
        className="sm:grid-cols-2 lg:grid-cols-4"
        filtered={filtered}
        onClear={clearFilters}
      >
        <FilterSelect
          label={t("admin.filters.type")}
          value={params.get("type") ?? ""}
          options={slotTypes.map((value) => ({ value, label: t(`admin.slotTypes.${value}`) }))}
          onChange={(value) => setParam("type", value)}
        />
        <FilterSelect
          label={t("admin.filters.status")}
          value={params.get("status") ?? ""}
          // "Booked" takes the requests too, which the list calls "Requested" (office review).
          options={adminSlotStatuses.map((value) => ({
            value,
            label: value === "booked" ? t("admin.slots.bookedFilter") : t(`admin.slotStatus.${value}`),
          }))}
          onChange={(value) => setParam("status", value)}
        />
        <DateRangeFilter id="slots" from={from} to={to} problems={dateProblems} onChange={setParam} />
      </FilterPanel>
      <ListTabs
        legend={t("admin.slots.when")}
        name="slots-when"
        options={(["upcoming", "past"] as const).map((value) => ({
          value,
          label: t(`admin.slots.${value}`),
        }))}
        value={when}
        onChange={(value) => setParam("when", value === "past" ? "past" : "")}
      />
      {dateProblems.usable ? results : null}
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
            onRefused={slots.reload}
          />
        )}
      </EditDialog>
      {keeping && (
        <KeepSlotDialog
          slot={keeping}
          onKept={() => {
            setKeeping(null);
            slots.reload();
            // Back to the row, now "Change the details" (the same button), not to the list's top.
            focusAfterRender([`keep-${keeping.id}`, "slots-count"]);
          }}
          onRefused={slots.reload}
          onCancel={() => {
            setKeeping(null);
            // After a refusal the list was read again, and the button that opened it may be gone.
            focusAfterRender([`keep-${keeping.id}`, "slots-count"]);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={releasing !== null}
        title={t("admin.keep.releaseTitle")}
        confirmLabel={t("admin.keep.release")}
        pending={pending}
        onConfirm={() => releasing && void releaseSlot(releasing)}
        onCancel={() => setReleasing(null)}
      >
        {releasing?.keep &&
          t("admin.keep.releaseBody", {
            date: listDate(releasing.datetime, language),
            time: listTime(releasing.datetime),
            name: releasing.keep.keptFor,
          })}
      </ConfirmDialog>
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
