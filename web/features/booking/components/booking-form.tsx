import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useNavigationType } from "react-router";
import {
  type BookingType,
  type Hold,
  makeBaptismBookingSchema,
  makeWeddingBookingSchema,
  type Slot,
} from "../../../../contracts/booking.ts";
import { londonDate } from "../../../../contracts/time.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { ErrorSummary, flattenErrors } from "../../../components/forms/error-summary.tsx";
import { CheckboxField } from "../../../components/forms/fields.tsx";
import {
  checkAgain,
  onLanguageSwitch,
  wasRefused,
} from "../../../components/forms/keep-on-language-switch.ts";
import { useZodForm } from "../../../components/forms/use-zod-form.ts";
import { Button, buttonClass, SubmitButton } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import {
  type ChosenSlot,
  chosenSlot,
  type DraftOrigin,
  forgetSent,
  loadDraft,
  loadOwnDraft,
  loadSent,
  type SentRequest,
  saveDraft,
  updateDraft,
} from "../draft.ts";
import { emptyValues, mergeValues } from "../form-values.ts";
import { confirmationPath } from "../paths.ts";
import { BaptismFields } from "./baptism-fields.tsx";
import { SlotSection } from "./slot-section.tsx";
import { WeddingFields } from "./wedding-fields.tsx";

export const reviewPath = (language: string, type: BookingType) =>
  `/${language}/sacraments/${type}/booking-review`;

/**
 * The one booking form, used by the slot flow, /book and /booking/{type}: the chosen slot and
 * its hold, the baptism/chrismation or wedding fields, consent, then the review. Everything
 * typed is kept in session storage, so a refresh or a trip through login loses nothing.
 */
export function BookingForm(props: BookingFormProps) {
  const { type, userId } = props;
  const navigationType = useNavigationType();
  // Back (or a reload) to a form already sent from this tab: it says so, rather than showing the
  // form emptied as if nothing had gone and inviting the family to send it again.
  const [sent, setSent] = useState(() =>
    navigationType === "POP" && !loadOwnDraft(type, userId) ? loadSent(type, userId) : undefined,
  );
  if (sent) {
    return (
      <AlreadySent
        sent={sent}
        onAnother={() => {
          forgetSent(type);
          setSent(undefined);
          // The button goes with the note: the focus starts the page again, not at its end.
          document.getElementById("main")?.focus();
        }}
      />
    );
  }
  return <FillInForm {...props} />;
}

type BookingFormProps = {
  type: BookingType;
  origin: DraftOrigin;
  /** The account logged in: a form in progress of another account on this tab is not shown. */
  userId: string;
  /** Under a page heading that does not name the form (/book): a heading of its own, hidden. */
  ownHeading?: boolean;
};

/** What Back to a sent form shows: the request went, where to see it, and a way to send another. */
function AlreadySent({ sent, onAnother }: { sent: SentRequest; onAnother: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section
      aria-labelledby="booking-sent-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 rounded-lg border-l-4 border-gold-500 bg-cream p-5 sm:p-6"
    >
      <h2 id="booking-sent-title" className="text-xl font-semibold text-neutral-900">
        {t(`booking.sent.title.${sent.type}`)}
      </h2>
      <p className="text-neutral-800">{t("booking.sent.body")}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={confirmationPath(language, sent.type, sent.origin, sent.id)} className={buttonClass()}>
          {t("booking.sent.see")}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {t("booking.sent.another")}
        </Button>
      </div>
    </section>
  );
}

function FillInForm({ type, origin, userId, ownHeading }: BookingFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [initial] = useState(() => loadOwnDraft(type, userId));
  const [slot, setSlot] = useState<ChosenSlot | undefined>(initial?.slot);
  // No date open at all: the fields wait for one, or a family fills in forty of them for a form
  // it cannot send (the list says so and whom to ask).
  const [noDates, setNoDates] = useState(false);
  const onListed = useCallback((count: number) => setNoDates(count === 0), []);
  const serviceDay = slot ? londonDate(slot.datetime) : undefined;
  const schema = useMemo(
    () => (type === "wedding" ? makeWeddingBookingSchema(serviceDay) : makeBaptismBookingSchema(serviceDay)),
    [type, serviceDay],
  );
  const form = useZodForm<Record<string, unknown>>(schema, {
    defaultValues: { ...mergeValues(emptyValues(type), initial?.values), type, slotId: slot?.id ?? "" },
  });

  // Opened from the review page's "Change" beside one part: that part, its first field focused.
  const section = (useLocation().state as { section?: unknown } | null)?.section;
  useEffect(() => {
    if (typeof section !== "string") return;
    // The part's first field: its names start with the part's ("mother.firstName"); a father not
    // to be named has only his box ("fatherNotGiven").
    const input = document.querySelector<HTMLElement>(
      `[name^="${CSS.escape(section)}."], [name="${CSS.escape(section)}NotGiven"]`,
    );
    input?.closest("fieldset")?.scrollIntoView({ block: "start" });
    input?.focus({ preventScroll: true });
  }, [section]);

  useEffect(() => {
    form.setValue("type", type);
    updateDraft(type, { origin }, origin);
  }, [form, type, origin]);

  useEffect(() => {
    const subscription = form.watch((values) => updateDraft(type, { values, origin }, origin));
    return () => subscription.unsubscribe();
  }, [form, type, origin]);

  // Sent and refused, then the language switched: the new page says again what to correct, once.
  const checkedBefore = useRef(initial?.checked === true);
  useEffect(() => {
    if (checkedBefore.current) {
      checkedBefore.current = false;
      updateDraft(type, { checked: false }, origin);
      checkAgain(form);
    }
    return onLanguageSwitch(() => updateDraft(type, { checked: wasRefused(form) }, origin));
  }, [form, type, origin]);

  const choose = (chosen: Slot, hold: Hold) => {
    const next = chosenSlot(chosen, hold);
    setSlot(next);
    updateDraft(type, { slot: next }, origin);
    form.setValue("slotId", chosen.id, { shouldValidate: form.formState.submitCount > 0 });
  };

  const onValid = () => {
    // Renewals while the family typed moved the hold's end in the draft, not in this state.
    const saved = loadDraft(type)?.slot;
    const held = saved && saved.id === slot?.id ? saved : slot;
    saveDraft({ type, origin, values: form.getValues(), slot: held, reviewed: true, userId });
    navigate(reviewPath(language, type));
  };
  const onInvalid = (errors: FieldErrors) => {
    // The spec's "fill in all required fields" only when one is empty: it misled a family whose
    // every field was filled in but a date of birth was in the future.
    const anyEmpty = flattenErrors(errors).some((problem) => problem.message === t("validation.required"));
    toast.error(
      errors.slotId && Object.keys(errors).length === 1
        ? String(errors.slotId.message)
        : t(anyEmpty ? "booking.validation.fillAll" : "booking.validation.fixErrors"),
      // The error summary says it too, and this toast covers its first links while it shows.
      { duration: 3000, closeButton: false },
    );
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        // Named by the page's h1 (BookingPage), which says the same, or by its own heading.
        aria-labelledby={ownHeading ? "booking-form-title" : "booking-page-title"}
        className={`mx-auto flex w-full flex-col gap-6 ${type === "wedding" ? "max-w-[500px]" : "max-w-3xl"}`}
      >
        {ownHeading && (
          <h2 id="booking-form-title" className="sr-only">
            {t(`booking.form.title.${type}`)}
          </h2>
        )}
        <ErrorSummary
          labels={{ slotId: t("booking.form.slotHeading"), consent: t("booking.form.consentName") }}
        />
        {/* A family baptising a baby took "Chrismation" for a second service to book (content review). */}
        {type === "chrismation" && (
          <p className="rounded-md border-l-4 border-gold-500 bg-cream p-4">
            {t("booking.form.chrismationNote")}
          </p>
        )}
        <SlotSection type={type} slot={slot} onChosen={choose} onListed={onListed} />
        <input type="hidden" {...form.register("slotId")} />
        {/* Hidden only before anything is typed: fields a family has filled in stay in view. */}
        {noDates &&
        !slot &&
        Object.keys(initial?.values ?? {}).length === 0 &&
        !form.formState.isDirty ? null : (
          <>
            {type === "wedding" ? <WeddingFields /> : <BaptismFields type={type} serviceDay={serviceDay} />}
            <CheckboxField
              name="consent"
              label={
                <>
                  {t("booking.form.consent")}{" "}
                  <a
                    href={`/${language}/privacy`}
                    className="text-byzantine-700 underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t("booking.form.privacyLink")}
                  </a>
                </>
              }
            />
            <div>
              <SubmitButton invalid={!form.formState.isValid}>{t("booking.form.continue")}</SubmitButton>
            </div>
          </>
        )}
      </form>
    </FormProvider>
  );
}
