import { type ReactNode, useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  type AdminService,
  type ServiceFormValues,
  serviceFormSchema,
  serviceFormToBody,
} from "../../../contracts/admin.ts";
import type { Language } from "../../../contracts/language.ts";
import { commemorationLine, isSupportedDate } from "../../../contracts/liturgical/index.ts";
import { commemoratedDate, serviceKinds } from "../../../contracts/programme.ts";
import { type ServiceKind, standardServiceNames } from "../../../contracts/service-kinds.ts";
import { londonDate, londonTime } from "../../../contracts/time.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLanguage } from "../../app/use-language.ts";
import { DateField } from "../../components/forms/date-field.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { SelectField, TextField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useKeepOnLanguageSwitch } from "../../components/forms/keep-on-language-switch.ts";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { TakeBackServices } from "./take-back-services.tsx";
import { TimeSelect } from "./time-select.tsx";

type ServiceFormProps = {
  /** The service being edited; a new one (with the weekly repeat) when absent. */
  service?: AdminService;
  defaultDate: string;
  /** The London dates of the first and last service saved (a weekly repeat runs to its last). */
  onSaved(first: string, last: string): void;
};

const emptyService = (date: string): ServiceFormValues => ({
  date,
  hour: "10",
  minute: "00",
  serviceEn: standardServiceNames.liturgy?.en ?? "",
  serviceEl: standardServiceNames.liturgy?.el ?? "",
  calendarEn: "",
  calendarEl: "",
  kind: "liturgy",
  repeatWeeklyUntil: "",
});

function fromService(service: AdminService): ServiceFormValues {
  const [hour = "10", minute = "00"] = londonTime(service.datetime).split(":");
  return {
    date: londonDate(service.datetime),
    hour,
    // Services kept from before may start at any minute; the picker offers quarters.
    minute: ["00", "15", "30", "45"].includes(minute) ? minute : "00",
    serviceEn: service.serviceEn,
    serviceEl: service.serviceEl,
    calendarEn: service.calendarEn,
    calendarEl: service.calendarEl,
    kind: service.kind,
    repeatWeeklyUntil: "",
  };
}

/**
 * What the programme shows under a service whose calendar text is left empty: the liturgical
 * calendar's line for the day it keeps (an evening Vespers the next day's, `commemoratedDate`),
 * empty when it has none, or undefined without a usable date.
 */
export function calendarLine(
  service: { date: string | undefined; time: string; kind: ServiceKind },
  language: Language,
): string | undefined {
  const supported = (day: string | undefined): day is string =>
    day !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(day) && isSupportedDate(day);
  if (!supported(service.date)) return undefined;
  const day = commemoratedDate(service.date, service.time, service.kind);
  return supported(day) ? commemorationLine(day, language) : undefined;
}

/** Adds a service (optionally every week until a date) or edits one, in both languages. */
export function ServiceForm({ service, defaultDate, onSaved }: ServiceFormProps) {
  const { t } = useTranslation();
  const form = useZodForm<ServiceFormValues>(serviceFormSchema, {
    defaultValues: service ? fromService(service) : emptyService(defaultDate),
  });
  useKeepOnLanguageSwitch(form, "service", !service);
  // The services the last weekly repeat added, which can be taken back at once.
  const [run, setRun] = useState<AdminService[] | null>(null);

  // Choosing a kind fills in its usual names in both languages (office review: Vespers typed twice
  // after choosing Vespers), over an empty name or the last kind's, never over the office's own.
  const kind = useWatch({ control: form.control, name: "kind" });
  const lastKind = useRef(kind);
  useEffect(() => {
    const before = standardServiceNames[lastKind.current];
    const after = standardServiceNames[kind];
    lastKind.current = kind;
    for (const [field, language] of [
      ["serviceEn", "en"],
      ["serviceEl", "el"],
    ] as const) {
      const name = form.getValues(field);
      if (name === "" || name === before?.[language])
        form.setValue(field, after?.[language] ?? "", { shouldValidate: form.formState.isSubmitted });
    }
  }, [kind, form]);

  // Each calendar text's hint says what the programme shows for the date chosen if it is left
  // empty: the calendar's line in the field's own language (read out in that language), quoted
  // as the page's language quotes.
  const [date, hour, minute] = useWatch({ control: form.control, name: ["date", "hour", "minute"] });
  const pageLanguage = useLanguage();
  const calendarHint = (language: Language): ReactNode => {
    const text = calendarLine({ date, time: `${hour}:${minute}`, kind }, language);
    if (text === undefined) return t("admin.programme.calendarHint");
    if (!text) return t("admin.programme.calendarNone");
    const [open, close] = pageLanguage === "el" ? ["«", "»"] : ["“", "”"];
    return (
      <>
        {t("admin.programme.calendarShows")}{" "}
        <span lang={language}>
          {open}
          {text}
          {close}
        </span>
        .
      </>
    );
  };

  async function onSubmit(values: ServiceFormValues) {
    const parsed = serviceFormSchema.parse(values);
    const body = serviceFormToBody(parsed);
    try {
      if (service) {
        const { repeatWeeklyUntil: _ignored, ...edit } = body;
        // As it was read: a colleague's change meanwhile is refused, not written over (ADR 039).
        await api(`/api/services/${service.id}`, {
          method: "PUT",
          body: { ...edit, updatedAt: service.updatedAt },
        });
        toast.success(t("admin.programme.saved"), { duration: 3000 });
      } else {
        const created = await api<AdminService[]>("/api/services", { body });
        toast.success(t("admin.programme.added", { count: created.length }), { duration: 3000 });
        setRun(created.length > 1 ? created : null);
        form.reset(emptyService(values.date));
        const last = created.at(-1);
        onSaved(parsed.date, last ? londonDate(last.datetime) : parsed.date);
        return;
      }
      onSaved(parsed.date, parsed.date);
    } catch (error) {
      // A service already at that date and time is said at the date and in the error summary,
      // which takes the focus: in the edit dialog a toast was behind it, and out of a screen
      // reader's reach while it is open.
      if (error instanceof ApiError && error.code === "DUPLICATE_SERVICE") {
        form.setError("date", { message: error.message });
      } else if (service && error instanceof ApiError && error.code === "SERVICE_CHANGED") {
        // What was typed cannot be saved over the colleague's change: the dialog closes, the list
        // is read again and shows it, and the message stays until dismissed.
        toast.error(error.message);
        const day = londonDate(service.datetime);
        onSaved(day, day);
      } else {
        toast.error(failureMessage(error, t("admin.errors.action"), t));
      }
    }
  }

  return (
    <>
      {/* The edit dialog opens over the page's add form: its fields need ids of their own. */}
      <Form
        form={form}
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        idPrefix={service ? "edit-service" : undefined}
      >
        <ErrorSummary />
        {/* Side by side only where the date's three segments and its calendar button fit: in the
          page's 24rem column the button sat under the hour box, and a click opened the hours. */}
        <div className="@container">
          <div className="grid gap-4 @lg:grid-cols-2">
            <DateField name="date" label={t("admin.programme.date")} required />
            <TimeSelect label={t("admin.programme.time")} />
          </div>
        </div>
        <SelectField
          name="kind"
          label={t("admin.programme.kind")}
          hint={t("admin.programme.kindHint")}
          required
          options={serviceKinds.map((value) => ({ value, label: t(`admin.kinds.${value}`) }))}
        />
        {/* English beside Greek only where each has room for its label and hint on one or two
          lines alike; in the programme page's 24rem column they stack, or the pairs' fields sat
          at different heights. */}
        <div className="@container">
          <div className="grid gap-4 @md:grid-cols-2">
            <TextField name="serviceEn" label={t("admin.programme.serviceEn")} required lang="en" />
            <TextField name="serviceEl" label={t("admin.programme.serviceEl")} required lang="el" />
            <TextField
              name="calendarEn"
              label={t("admin.programme.calendarEn")}
              hint={calendarHint("en")}
              lang="en"
            />
            <TextField
              name="calendarEl"
              label={t("admin.programme.calendarEl")}
              hint={calendarHint("el")}
              lang="el"
            />
          </div>
        </div>
        {!service && (
          <DateField
            name="repeatWeeklyUntil"
            label={t("admin.programme.repeatUntil")}
            hint={t("admin.programme.repeatHint")}
          />
        )}
        <div>
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t("admin.programme.saving")}>
            {service ? t("admin.programme.save") : t("admin.programme.add")}
          </SubmitButton>
        </div>
      </Form>
      {run?.[0] && <TakeBackServices key={run[0].id} services={run} onChanged={onSaved} />}
    </>
  );
}
