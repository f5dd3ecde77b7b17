import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  type RecurringResult,
  type RecurringSlotsFormValues,
  recurringFormToBody,
  recurringSlotsFormSchema,
  slotDurations,
} from "../../../contracts/admin.ts";
import { slotTypes } from "../../../contracts/booking.ts";
import { addDaysIso, londonDate } from "../../../contracts/time.ts";
import { api, failureMessage } from "../../app/api-client.ts";
import { useLanguage } from "../../app/use-language.ts";
import { DateField } from "../../components/forms/date-field.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { FieldError, SelectField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useKeepOnLanguageSwitch } from "../../components/forms/keep-on-language-switch.ts";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { Button, SubmitButton } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useFocusAfterRender } from "../../components/ui/use-focus-after-render.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { deleteOneByOne } from "./delete-one-by-one.ts";
import { listDate, listTime } from "./format.ts";
import { SeriesPreview } from "./series-preview.tsx";
import { TimeSelect } from "./time-select.tsx";

/** Monday first, as a British calendar shows the week; values are 0 = Sunday. */
const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** Slots at one London time on chosen weekdays between two dates, in one request. */
export function RecurringSlotsForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = londonDate(new Date());
  const [result, setResult] = useState<RecurringResult | null>(null);
  // A series made by mistake (the wrong hour, a month too many) is taken back in one step.
  const [undo, setUndo] = useState<"asking" | "deleting" | { deleted: Set<string>; kept: number } | null>(
    null,
  );
  const focusAfterRender = useFocusAfterRender();
  // Counts the series taken back: the preview then looks at the slots again.
  const [changes, setChanges] = useState(0);
  // The values a series was just made from: the preview of that same series would only list its
  // own dates as in the way, which read as a failure (office review). It comes back with a change.
  const [madeFrom, setMadeFrom] = useState<string | null>(null);
  // Checked on submit (the GOV.UK pattern), not on blur: unticking a day and tapping another
  // showed "choose a day" between press and release, moving the boxes from under the finger.
  const form = useZodForm<RecurringSlotsFormValues>(recurringSlotsFormSchema, {
    mode: "onSubmit",
    defaultValues: {
      type: "baptism",
      durationMinutes: 60,
      fromDate: addDaysIso(today, 1),
      toDate: addDaysIso(today, 28),
      hour: "11",
      minute: "00",
      weekdays: ["6"],
    },
  });
  // Not once a series is made from them: back in the other language its preview would list the
  // series' own dates as in the way, and the offer to take it back would be gone.
  useKeepOnLanguageSwitch(form, "recurring-slots", result === null);

  async function onSubmit(values: RecurringSlotsFormValues) {
    try {
      const created = await api<RecurringResult>("/api/slots/recurring", {
        body: recurringFormToBody(recurringSlotsFormSchema.parse(values)),
      });
      setResult(created);
      setUndo(null);
      setMadeFrom(JSON.stringify(form.getValues()));
      if (created.created.length === 0) toast.warning(t("admin.recurring.noneCreated"), { duration: 3000 });
      else toast.success(t("admin.recurring.created", { count: created.created.length }), { duration: 3000 });
    } catch (error) {
      const message = failureMessage(error, t("admin.errors.createSlot"), t);
      toast.error(message);
    }
  }

  async function undoSeries(slots: RecurringResult["created"]) {
    setUndo("deleting");
    const { deleted } = await deleteOneByOne(
      slots.map((slot) => slot.id),
      (id) => `/api/slots/${id}`,
    );
    setUndo({ deleted, kept: slots.length - deleted.size });
    setMadeFrom(null);
    setChanges((n) => n + 1);
    // The button pressed is gone with the dialog: the focus goes to what happened.
    focusAfterRender("recurring-undone");
  }

  const watched = useWatch({ control: form.control });
  const weekdayError = form.formState.errors.weekdays?.message;
  const undoneSlots = typeof undo === "object" && undo ? undo.deleted : undefined;
  const noneCreated = result?.created.length === 0;
  return (
    <div className="flex flex-col gap-6">
      <Form
        form={form}
        onSubmit={onSubmit}
        className="flex max-w-xl flex-col gap-6"
        aria-labelledby="recurring-title"
        idPrefix="recurring"
      >
        {/* The weekdays are named by their legend, not by Monday's label and the legend. */}
        <ErrorSummary labels={{ weekdays: t("admin.recurring.weekdays") }} />
        <SelectField
          name="type"
          label={t("admin.createSlot.type")}
          required
          options={slotTypes.map((value) => ({ value, label: t(`admin.slotTypes.${value}`) }))}
        />
        <SelectField
          name="durationMinutes"
          label={t("admin.createSlot.duration")}
          required
          options={slotDurations.map((value) => ({
            value: String(value),
            label: t("admin.createSlot.minutes", { count: value }),
          }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField name="fromDate" minDate={today} label={t("admin.recurring.fromDate")} required />
          <DateField name="toDate" minDate={today} label={t("admin.recurring.toDate")} required />
        </div>
        <TimeSelect label={t("admin.createSlot.time")} />
        <fieldset
          aria-describedby={weekdayError ? "recurring-weekdays-error" : undefined}
          className={weekdayError ? "border-l-4 border-red-700 pl-3" : ""}
        >
          <legend className="font-semibold text-neutral-900">{t("admin.recurring.weekdays")}</legend>
          <FieldError id="recurring-weekdays" message={weekdayError} />
          <div className="mt-2 flex flex-wrap gap-2">
            {weekdayOrder.map((day) => (
              <label
                key={day}
                className="flex min-h-11 items-center gap-2 rounded-md border border-neutral-400 bg-white px-3 has-[:checked]:border-byzantine-700 has-[:checked]:bg-byzantine-50"
              >
                <input
                  type="checkbox"
                  value={String(day)}
                  id={day === 1 ? "recurring-weekdays" : undefined}
                  {...form.register("weekdays")}
                  className="h-5 w-5 accent-byzantine-700"
                />
                {t(`admin.weekdays.${day}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {JSON.stringify(watched) !== madeFrom && <SeriesPreview refresh={changes} />}
        <p className="text-sm text-neutral-700">{t("admin.recurring.rulesNote")}</p>
        <div>
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t("admin.createSlot.creating")}>
            {t("admin.recurring.submit")}
          </SubmitButton>
        </div>
      </Form>
      {result && (
        <section
          aria-live="polite"
          data-testid="recurring-result"
          className={`rounded-md border p-4 ${noneCreated ? "border-amber-600 bg-amber-50" : "border-neutral-300 bg-white"}`}
        >
          <h3 id="recurring-created" className="text-lg font-semibold">
            {noneCreated
              ? t("admin.recurring.noneCreated")
              : t("admin.recurring.created", { count: result.created.length })}
          </h3>
          {noneCreated ? (
            <p className="mt-1">
              {result.skipped.length > 0 ? t("admin.recurring.allSkipped") : t("admin.recurring.noDays")}
            </p>
          ) : (
            <>
              <ul aria-labelledby="recurring-created" className="mt-2 flex flex-wrap gap-2 text-sm">
                {result.created.map((slot) => (
                  <li
                    key={slot.id}
                    className={
                      undoneSlots?.has(slot.id)
                        ? "rounded bg-neutral-100 px-2 py-1 text-neutral-700 line-through"
                        : "rounded bg-green-50 px-2 py-1 text-green-900"
                    }
                  >
                    {listDate(slot.datetime, language)} {listTime(slot.datetime)}
                    {/* Said in words, not by the strikethrough alone (an inline block is not struck). */}
                    {undoneSlots && " "}
                    {undoneSlots && (
                      <span className="inline-block">
                        {"· "}
                        {undoneSlots.has(slot.id)
                          ? t("admin.recurring.slotDeleted")
                          : t("admin.recurring.slotKept")}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              {typeof undo === "object" && undo ? (
                <p id="recurring-undone" tabIndex={-1} className="mt-3 font-semibold" role="status">
                  {t("admin.recurring.undone", { count: undo.deleted.size })}
                  {undo.kept > 0 && ` ${t("admin.recurring.undoKept", { count: undo.kept })}`}
                </p>
              ) : (
                <Button
                  variant="secondary"
                  className="mt-3"
                  disabled={undo === "deleting"}
                  onClick={() => setUndo("asking")}
                >
                  {t("admin.recurring.undo", { count: result.created.length })}
                </Button>
              )}
              <ConfirmDialog
                isOpen={undo === "asking" || undo === "deleting"}
                title={t("admin.recurring.undoTitle", { count: result.created.length })}
                confirmLabel={t("admin.recurring.undoConfirm", { count: result.created.length })}
                pending={undo === "deleting"}
                onConfirm={() => void undoSeries(result.created)}
                onCancel={() => undo === "asking" && setUndo(null)}
              >
                {t("admin.recurring.undoBody", { count: result.created.length })}
              </ConfirmDialog>
            </>
          )}
          {result.skipped.length > 0 && (
            <>
              <h3 className="mt-4 text-lg font-semibold">
                {t("admin.recurring.skipped", { count: result.skipped.length })}
              </h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {result.skipped.map((skip) => (
                  <li key={skip.date}>
                    <strong>{listDate(`${skip.date}T12:00:00Z`, language)}</strong> — {skip.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
