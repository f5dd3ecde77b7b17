import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AdminService } from "../../../contracts/admin.ts";
import { addDaysIso, londonDate, londonTime } from "../../../contracts/time.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage } from "../../app/use-language.ts";
import { DateInputField } from "../../components/forms/date-field.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { DeleteServiceDialog } from "../../features/admin/delete-service-dialog.tsx";
import { EditDialog } from "../../features/admin/edit-dialog.tsx";
import { listDate, listTime } from "../../features/admin/format.ts";
import { calendarLine, ServiceForm } from "../../features/admin/service-form.tsx";
import { AdminHeading, EmptyState, Results } from "../../features/admin/states.tsx";
import { useApiData } from "../../features/admin/use-api-data.ts";
import { dateProblems } from "../../features/admin/use-filter-params.ts";
import type { Route } from "./+types/manage-programme";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "manage-programme", titleKey: "admin.programme.title", noindex: true });

/** The service programme as the public pages show it, editable in both languages. */
export default function ManageProgrammePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = londonDate(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDaysIso(today, 60));
  const [editing, setEditing] = useState<AdminService | null>(null);
  const [removing, setRemoving] = useState<AdminService | null>(null);
  // Both dates are needed here (the list has no "all"), and neither may be outside the API's years.
  const problems = dateProblems(from, to);
  const fromError = !from ? t("admin.createSlot.dateRequired") : problems.from ? t(problems.from) : "";
  const toError = !to ? t("admin.createSlot.dateRequired") : problems.to ? t(problems.to) : "";
  const rangeValid = !fromError && !toError;
  // The same words in the visible count and in the live line that reads it out.
  const countLine = (count: number) => t("admin.programme.count", { count });
  const services = useApiData<AdminService[]>(
    rangeValid ? `/api/admin/services?from=${from}&to=${to}` : null,
  );

  /**
   * Reads the list again after a save, its dates moved out to take the services saved: one added on
   * a date before the list's first was said "added" and was nowhere to be seen.
   */
  function listWith(first: string, last: string) {
    const wider = { from: first < from ? first : from, to: last > to ? last : to };
    if (wider.from === from && wider.to === to) services.reload();
    setFrom(wider.from);
    setTo(wider.to);
  }

  const name = (service: AdminService) => (language === "el" ? service.serviceEl : service.serviceEn);
  // What the programme shows under the service: the office's own text, else the day's feasts.
  const calendarText = (service: AdminService) =>
    (language === "el" ? service.calendarEl : service.calendarEn) ||
    calendarLine(
      { date: londonDate(service.datetime), time: londonTime(service.datetime), kind: service.kind },
      language,
    );
  // Each button names its service and when: a screen reader listed thirteen alike otherwise.
  const named = (service: AdminService) =>
    `${name(service)}, ${listDate(service.datetime, language)}, ${listTime(service.datetime)}`;
  const actions = (service: AdminService) => (
    // Side by side beside the service on a wide screen; they wrapped one under the other there.
    <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
      <Button variant="ghost" onClick={() => setEditing(service)}>
        {t("admin.programme.edit")}
        <span className="sr-only"> {named(service)}</span>
      </Button>
      <Button variant="ghost" onClick={() => setRemoving(service)}>
        {t("admin.actions.delete")}
        <span className="sr-only"> {named(service)}</span>
      </Button>
    </div>
  );

  return (
    <>
      {/* The admin menu replaces the public one: the way to see what the parish now reads. */}
      <AdminHeading title={t("admin.programme.title")}>
        <div className="flex flex-wrap gap-3">
          {/* On a phone or a tablet the add form comes after the whole list, thousands of pixels down. */}
          <a href="#programme-add" className={`${buttonClass("primary")} lg:hidden`}>
            {t("admin.programme.addTitle")}
          </a>
          <Link to={`/${language}/programme`} className={buttonClass("secondary")}>
            {t("admin.programme.viewPublic")}
          </Link>
        </div>
      </AdminHeading>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="programme-list">
          <h2 id="programme-list" className="mb-3 text-2xl font-semibold">
            {t("admin.programme.listTitle")}
          </h2>
          <div className="mb-4 flex flex-wrap gap-4">
            <DateInputField
              announceError
              id="programme-from"
              label={t("admin.filters.from")}
              value={from}
              error={fromError}
              onChange={setFrom}
            />
            <DateInputField
              announceError
              id="programme-to"
              label={t("admin.filters.to")}
              value={to}
              minDate={from}
              error={toError}
              onChange={setTo}
            />
          </div>
          {/* What a change of dates or a deletion found, said by a screen reader: a line that is
              always there (WCAG 4.1.3). The count line was taken away with the list while a date
              was typed, or for an empty list, and came back with its text, which is not read out. */}
          <p className="sr-only" aria-live="polite" data-testid="programme-announcement">
            {rangeValid && services.status === "ready" && services.data
              ? services.data.length === 0
                ? t("admin.programme.none")
                : countLine(services.data.length)
              : ""}
          </p>
          {/* Nothing listed for dates that make no range: the last list would look like their answer. */}
          {!rangeValid ? null : (
            <Results data={services}>
              {(list) =>
                list.length === 0 ? (
                  // The focus after deleting the last one; said by the live line above.
                  <div data-results-focus tabIndex={-1} className="outline-none">
                    <EmptyState>{t("admin.programme.none")}</EmptyState>
                  </div>
                ) : (
                  <>
                    {/* The focus after a deletion; read out by the live line above. */}
                    <p data-results-focus tabIndex={-1} className="mb-3 text-neutral-700">
                      {countLine(list.length)}
                    </p>
                    <ul className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-300 bg-white">
                      {list.map((service) => (
                        <li
                          key={service.id}
                          className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                        >
                          <div>
                            <p className="font-semibold">
                              {listDate(service.datetime, language)}, {listTime(service.datetime)} ·{" "}
                              {name(service)}
                            </p>
                            <p className="text-sm text-neutral-700">
                              {[t(`admin.kinds.${service.kind}`), calendarText(service)]
                                .filter(Boolean)
                                .join(" · ")}
                            </p>
                          </div>
                          {actions(service)}
                        </li>
                      ))}
                    </ul>
                  </>
                )
              }
            </Results>
          )}
        </section>
        <section
          aria-labelledby="programme-add"
          className="h-fit rounded-lg border border-neutral-300 bg-cream p-4"
        >
          <h2 id="programme-add" tabIndex={-1} className="mb-3 text-2xl font-semibold outline-none">
            {t("admin.programme.addTitle")}
          </h2>
          <ServiceForm defaultDate={addDaysIso(today, 1)} onSaved={listWith} />
        </section>
      </div>
      <EditDialog
        title={t("admin.programme.editTitle")}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <ServiceForm
            service={editing}
            defaultDate={today}
            onSaved={(first, last) => {
              setEditing(null);
              listWith(first, last);
            }}
          />
        )}
      </EditDialog>
      <DeleteServiceDialog
        service={removing}
        name={removing ? name(removing) : ""}
        onClose={(changed) => {
          setRemoving(null);
          if (changed) services.reload();
        }}
      />
    </>
  );
}
