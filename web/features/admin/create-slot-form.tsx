import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import {
  type AdminSlot,
  type CreateSlotFormValues,
  createSlotFormSchema,
  reasonMaxLength,
  slotDurations,
  slotFormToBody,
} from "../../../contracts/admin.ts";
import { slotTypes } from "../../../contracts/booking.ts";
import { LAST_SUPPORTED_YEAR, sacramentRestriction } from "../../../contracts/liturgical/index.ts";
import type { ServiceEntry } from "../../../contracts/programme.ts";
import { minutesByKind } from "../../../contracts/service-kinds.ts";
import { londonDate, londonTimeExists, londonToUtc } from "../../../contracts/time.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { DateField } from "../../components/forms/date-field.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { SelectField, TextAreaField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useKeepOnLanguageSwitch } from "../../components/forms/keep-on-language-switch.ts";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useFocusAfterRender } from "../../components/ui/use-focus-after-render.ts";
import { useServices } from "../programme/use-services.ts";
import { type CreatedSlotState, type SlotLike, slotFormValues } from "./created-slot.ts";
import { listTime, longDate } from "./format.ts";
import { Refusal } from "./states.tsx";
import { TimeSelect } from "./time-select.tsx";

const maxSlotDate = `${LAST_SUPPORTED_YEAR}-12-31`;

/** The history state read back: only values the form offers (the state may be anything). */
function slotLike(state: unknown): SlotLike | null {
  const like = (state as { like?: Partial<SlotLike> } | null)?.like;
  if (!like) return null;
  const parsed = createSlotFormSchema.safeParse({ ...like, date: "2000-01-01", overrideReason: "" });
  return parsed.success ? (like as SlotLike) : null;
}

type CreateSlotFormProps = {
  /** The slot being changed (in the slot list's dialog); a new one when absent. */
  slot?: AdminSlot;
  onSaved?(): void;
  /** The server refused the change for a reason of the slot's own (being booked, gone): read it again. */
  onRefused?(): void;
};

/** The server's refusals of a slot's date and time, said at the date field. */
const dateRefusals = ["SLOT_OVERLAP", "SLOT_IN_PAST", "SACRAMENT_DATE_RESTRICTED"];

/**
 * The Create Appointment Slot form: type, duration, London date and time, and the sacrament-rule
 * override. With `slot`, the same form changes that slot.
 */
/** The services that are on during a slot of `minutes` from `start`, each as long as its kind lasts. */
function servicesDuring(services: ServiceEntry[], start: Date, minutes: number) {
  const [from, to] = [start.getTime(), start.getTime() + minutes * 60_000];
  return services.filter((service) => {
    const begins = new Date(service.datetime).getTime();
    return begins < to && begins + minutesByKind[service.kind] * 60_000 > from;
  });
}

export function CreateSlotForm({ slot, onSaved, onRefused }: CreateSlotFormProps = {}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string>();
  const focusAfterRender = useFocusAfterRender();
  const language = useLanguage();
  const href = useLocalizedPath();
  const navigate = useNavigate();
  // "Create another like it" from the dashboard brings the last slot's type, length and time.
  const like = slotLike(useLocation().state);
  // Checked on submit (the GOV.UK pattern), as the series form below it is: tabbing through this
  // form's empty date to reach the series turned it red, on a form not being used (office review).
  const form = useZodForm<CreateSlotFormValues>(createSlotFormSchema, {
    mode: "onSubmit",
    defaultValues: slot
      ? slotFormValues(slot)
      : {
          type: like?.type ?? "baptism",
          durationMinutes: like?.durationMinutes ?? 60,
          date: "",
          hour: like?.hour ?? "11",
          minute: like?.minute ?? "00",
          overrideReason: "",
        },
  });
  useKeepOnLanguageSwitch(form, "create-slot", !slot);
  const [type, date, hour, minute, durationMinutes] = useWatch({
    control: form.control,
    name: ["type", "date", "hour", "minute", "durationMinutes"],
  });
  const today = londonDate(new Date());
  // While the year is being typed the picker reports dates like 0002-07-04: only a real, coming date counts.
  const chosen = /^\d{4}-\d{2}-\d{2}$/.test(date ?? "") && date >= today && date <= maxSlotDate ? date : null;
  const restriction = type && chosen ? sacramentRestriction(type, chosen) : null;
  // A time London's clocks skip that day has no summary: the time field says why it cannot be.
  const startsAt =
    chosen && hour && minute && londonTimeExists(chosen, `${hour}:${minute}`)
      ? londonToUtc(chosen, `${hour}:${minute}`)
      : null;
  // The programme's services the slot would meet (office review: a baptism slot was made over the
  // parish feast's Liturgy without a word). Said, not refused: a blessing after the Liturgy is the
  // office's to judge.
  const dayServices = useServices(chosen, chosen);
  const clashes =
    startsAt && dayServices.status === "ready"
      ? servicesDuring(dayServices.services, startsAt, Number(durationMinutes))
      : [];

  async function onSubmit(values: CreateSlotFormValues) {
    setRefusal(undefined);
    const parsed = createSlotFormSchema.parse(values);
    const body = slotFormToBody(parsed);
    if (new Date(body.datetime).getTime() <= Date.now()) {
      form.setError("date", { message: t("admin.errors.slotInPast") }, { shouldFocus: true });
      return;
    }
    if (restriction && !parsed.overrideReason) {
      form.setError("overrideReason", { message: t("slotRules.overrideRequired") }, { shouldFocus: true });
      return;
    }
    // A reason goes only with a date the rules exclude (the server keeps none otherwise).
    const sent = restriction ? body : { ...body, overrideReason: undefined };
    try {
      if (slot) {
        await api<AdminSlot>(`/api/slots/${slot.id}`, { method: "PUT", body: sent });
        toast.success(t("admin.slots.saved"), { duration: 3000 });
        onSaved?.();
        return;
      }
      const created = await api<AdminSlot>("/api/slots", { body: sent });
      toast.success(t("admin.createSlot.created"), { duration: 3000 });
      // The dashboard (where the spec sends the office) lists booked slots only: it is told which
      // slot was created, to show it and offer another like it.
      navigate(href("admin"), { state: { createdSlot: created } satisfies CreatedSlotState });
    } catch (error) {
      // A refusal of the date and time (an overlap names the slot in the way) is said at the date
      // and in the error summary, which takes the focus, in the edit dialog too (a toast there was
      // behind the dialog, and out of a screen reader's reach while it is open).
      if (error instanceof ApiError && dateRefusals.includes(error.code)) {
        form.setError("date", { message: error.message });
      } else if (slot) {
        // The server's other reasons (held, being booked, gone), in the office's language: in the
        // dialog, which takes the focus, for the same reason; and the list is read again, so the
        // slot behind it shows what it now is.
        setRefusal(failureMessage(error, t("admin.errors.action"), t));
        focusAfterRender("edit-slot-refusal");
        onRefused?.();
      } else {
        toast.error(failureMessage(error, t("admin.errors.createSlot"), t));
      }
    }
  }

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="flex max-w-xl flex-col gap-6"
      aria-labelledby={slot ? undefined : "create-slot-title"}
      idPrefix={slot ? "edit-slot" : undefined}
    >
      {refusal && <Refusal id="edit-slot-refusal">{refusal}</Refusal>}
      <ErrorSummary
        labels={{
          date: t("admin.createSlot.date"),
          hour: t("admin.createSlot.time"),
          overrideReason: t("slotRules.overrideLabel"),
        }}
      />
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
      <DateField name="date" label={t("admin.createSlot.date")} minDate={today} required />
      <TimeSelect label={t("admin.createSlot.time")} hint={t("admin.createSlot.timeHint")} />
      {startsAt && (
        <p className="rounded-md bg-cream p-3 text-neutral-800" aria-live="polite">
          {t("admin.createSlot.summary", { date: longDate(startsAt, language), time: `${hour}:${minute}` })}
          {clashes.length > 0 && (
            <span className="mt-2 block font-semibold" data-testid="programme-clash">
              {t("admin.createSlot.programmeClash", {
                services: clashes
                  .map((service) => `${service.service} (${listTime(service.datetime)})`)
                  .join(", "),
              })}
            </span>
          )}
        </p>
      )}
      {restriction && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-md border-l-4 border-gold-500 bg-gold-100 p-4"
        >
          <p className="font-semibold text-neutral-900">{t("slotRules.warningTitle")}</p>
          <p className="text-neutral-900">{restriction.reason[language]}</p>
          <TextAreaField
            name="overrideReason"
            label={t("slotRules.overrideLabel")}
            hint={t("slotRules.overrideHint")}
            rows={3}
            required
            characterLimit={reasonMaxLength}
          />
        </div>
      )}
      <div>
        <SubmitButton
          pending={form.formState.isSubmitting}
          pendingLabel={slot ? t("admin.programme.saving") : t("admin.createSlot.creating")}
        >
          {slot
            ? restriction
              ? t("slotRules.saveAnyway")
              : t("admin.programme.save")
            : restriction
              ? t("slotRules.createAnyway")
              : t("admin.createSlot.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
