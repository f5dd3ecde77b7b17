import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminBooking, adminBookingPageSize } from "../../../contracts/admin.ts";
import { bookingStatuses, bookingTypes } from "../../../contracts/booking.ts";
import { failureMessage } from "../../app/api-client.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage } from "../../app/use-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { BookingList } from "../../features/admin/booking-list.tsx";
import { BookingPanel } from "../../features/admin/booking-panel.tsx";
import {
  DateRangeFilter,
  FilterPanel,
  FilterSelect,
  filterControlClass,
} from "../../features/admin/filters.tsx";
import { AdminHeading, ErrorState, Pager, Refusal, Results } from "../../features/admin/states.tsx";
import { useApiData } from "../../features/admin/use-api-data.ts";
import { useFilterParams } from "../../features/admin/use-filter-params.ts";
import type { Route } from "./+types/manage-bookings";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "manage-bookings", titleKey: "admin.bookings.title", noindex: true });

const filterKeys = ["status", "type", "future", "from", "to", "q"] as const;

/** Every booking, filtered and searched, a page at a time; open one to read it all and decide on it. */
export default function ManageBookingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const {
    params,
    query,
    filtered,
    from,
    to,
    dateProblems,
    setParam,
    clearFilters: clear,
  } = useFilterParams(filterKeys);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  // A page at a time: ten years of a parish are thousands of bookings, too many to draw at once.
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const offset = (page - 1) * adminBookingPageSize;
  const paged = new URLSearchParams(query);
  paged.set("limit", String(adminBookingPageSize));
  if (offset > 0) paged.set("offset", String(offset));
  const bookings = useApiData<AdminBooking[]>(dateProblems.usable ? `/api/bookings?${paged}` : null);
  // The open booking is in the address, so another page (the dashboard) can link to it. It is
  // read on its own, so it stays open when a decision takes it out of the filtered list (a request
  // confirmed under "Pending"); its row in the list shows it at once until that read answers.
  const openId = params.get("booking");
  const opened = useApiData<AdminBooking>(openId ? `/api/bookings/${openId}` : null);
  const read = opened.data?.id === openId ? opened.data : undefined;
  const open = openId ? (read ?? bookings.data?.find((booking) => booking.id === openId)) : undefined;
  // A link to a booking deleted since (the office's e-mail, an old tab) opened nothing, silently.
  const unopened = openId && !open && opened.status === "error" ? opened.error : undefined;
  // The panel opens through the address, after the click, so the dialog cannot tell what opened
  // it: the View button is remembered here and given focus back once the panel has gone (not
  // when closing is asked: the address changes a moment later, and the open dialog would keep
  // the focus in it).
  // A deleted booking's row goes when the list has reloaded, taking its button: Results then gives
  // the focus to the count of bookings, which says what the list now holds.
  const opener = useRef<HTMLElement | null>(null);
  // A booking that left the filtered list while open (a request confirmed under "Pending") took
  // its button with it: the focus goes to the count of what the list now holds, not to the page's
  // top (24 Tabs back to the list).
  useEffect(() => {
    if (openId || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    else document.querySelector<HTMLElement>("[data-results-focus]")?.focus();
    opener.current = null;
  }, [openId]);

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    setExportFailed(false);
    try {
      const response = await fetch(`/api/bookings/export.csv?${query}`, {
        credentials: "same-origin",
        headers: { "Accept-Language": language },
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download =
        /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "bookings.csv";
      // In the page while it is clicked, and its address kept a moment after: Safari and older
      // Firefox download nothing from a detached link or an address withdrawn at once.
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      // Said beside the button and kept: a toast that stays until closed covered the tab bar.
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  // Every filter and the search emptied at once (the open booking stays open).
  const clearFilters = () => {
    clear();
    setSearch("");
  };

  const select = (key: "status" | "type" | "future", options: { value: string; label: string }[]) => (
    <FilterSelect
      label={t(`admin.filters.${key}`)}
      value={params.get(key) ?? ""}
      options={options}
      onChange={(value) => setParam(key, value)}
    />
  );

  return (
    <>
      <AdminHeading title={t("admin.bookings.title")}>
        <Button
          variant="secondary"
          onClick={() => void exportCsv()}
          // Marked, not disabled, while it runs: a focused button that is disabled drops the focus.
          aria-disabled={exporting || undefined}
          disabled={!dateProblems.usable}
        >
          {t("admin.bookings.export")}
        </Button>
      </AdminHeading>
      {exportFailed && <Refusal className="mb-4">{t("admin.bookings.exportFailed")}</Refusal>}
      <FilterPanel
        id="booking-filters"
        // The search stays in view on a phone: it is not counted among the folded filters.
        inUse={query.size - (query.has("q") ? 1 : 0)}
        className="sm:grid-cols-2 lg:grid-cols-3"
        always={
          <form
            className="flex flex-col gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              setParam("q", search.trim());
            }}
          >
            <label htmlFor="booking-search" className="font-semibold">
              {t("admin.filters.search")}
            </label>
            <div className="flex gap-2">
              <input
                id="booking-search"
                type="search"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  // Emptied (by typing or the box's ×): the list is no longer filtered by what it said.
                  if (e.target.value.trim() === "" && params.get("q")) setParam("q", "");
                }}
                placeholder={t("admin.filters.searchPlaceholder")}
                className={filterControlClass}
              />
              <Button type="submit" variant="secondary">
                {t("admin.filters.searchButton")}
              </Button>
            </div>
          </form>
        }
        filtered={filtered}
        onClear={clearFilters}
      >
        {select(
          "status",
          bookingStatuses.map((value) => ({ value, label: t(`admin.status.${value}`) })),
        )}
        {select(
          "type",
          bookingTypes.map((value) => ({ value, label: t(`admin.types.${value}`) })),
        )}
        {select("future", [
          { value: "true", label: t("admin.filters.upcoming") },
          { value: "false", label: t("admin.filters.past") },
        ])}
        <DateRangeFilter id="bookings" from={from} to={to} problems={dateProblems} onChange={setParam} />
      </FilterPanel>
      {unopened &&
        (unopened.status === 404 ? (
          <ErrorState
            message={t("admin.errors.bookingNotFound")}
            actionLabel={t("common.close")}
            onRetry={() => setParam("booking", "")}
          />
        ) : (
          <ErrorState message={failureMessage(unopened, t("admin.errors.load"), t)} onRetry={opened.reload} />
        ))}
      {dateProblems.usable ? (
        <Results data={bookings}>
          {(list) => (
            <>
              <p data-results-focus tabIndex={-1} className="mb-3 text-neutral-700" aria-live="polite">
                {t("admin.bookings.count", { count: bookings.total ?? list.length })}
                {list.length > 0 && (bookings.total ?? 0) > list.length && (
                  <>
                    {" · "}
                    {t("admin.bookings.shown", { first: offset + 1, last: offset + list.length })}
                  </>
                )}
              </p>
              <BookingList
                bookings={list}
                caption={t("admin.bookings.title")}
                empty={filtered ? t("admin.bookings.noneMatch") : undefined}
                onOpen={(booking) => {
                  opener.current =
                    document.activeElement instanceof HTMLElement ? document.activeElement : null;
                  setParam("booking", booking.id);
                }}
              />
              <Pager
                page={page}
                pageSize={adminBookingPageSize}
                words={{ previous: "admin.bookings.previous", next: "admin.bookings.next" }}
                shown={list.length}
                total={bookings.total ?? list.length}
                onPage={(next) => {
                  setParam("page", next > 1 ? String(next) : "");
                  // To the list's top, where its count says which bookings are shown: the button
                  // pressed is at the bottom of the page before, and may not be on the next.
                  document.querySelector<HTMLElement>("[data-results-focus]")?.focus();
                }}
              />
            </>
          )}
        </Results>
      ) : null}
      {open && (
        <BookingPanel
          booking={open}
          onClose={() => setParam("booking", "")}
          onChanged={(how) => {
            bookings.reload();
            if (how !== "deleted") opened.reload();
          }}
        />
      )}
    </>
  );
}
