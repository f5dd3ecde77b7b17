import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContactInput } from "../../../contracts/contact.ts";
import { contactLimits } from "../../../contracts/contact-limits.ts";
import { ApiError, api } from "../../app/api-client.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextAreaField, TextField } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useKeepOnLanguageSwitch } from "../../components/forms/keep-on-language-switch.ts";
import { useLazyZodForm } from "../../components/forms/use-zod-form.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { useFocusAfterRender } from "../../components/ui/use-focus-after-render.ts";

import type { Outcome } from "./result-alert.tsx";

const empty: ContactInput = { name: "", email: "", telephone: "", message: "", website: "" };

function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof ApiError)) return "unknown";
  if (error.status === 0) return "network";
  if (error.status >= 400 && error.status < 500) return "client";
  if (error.status >= 500) return "server";
  return "unknown";
}

// The shared schema, and zod with it, load once the visitor starts to use the page.
const loadContactSchema = () =>
  import("../../../contracts/contact.ts").then((module) => module.contactSchema);

// The alert's dialog library loads with the first result, not with the page.
const ResultAlert = lazy(() => import("./result-alert.tsx"));

export function ContactForm() {
  const { t } = useTranslation();
  const form = useLazyZodForm<ContactInput>(loadContactSchema, { defaultValues: empty });
  useKeepOnLanguageSwitch(form, "contact");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<unknown>();
  const { isValid, isSubmitting } = form.formState;
  // The button is disabled while sending, so the focus had left it before the alert opened and
  // the alert had nothing to give it back to: after a send the form's heading takes it (the form
  // is empty again), after a failure the button (everything typed is still there).
  const focusAfterRender = useFocusAfterRender();

  async function send(values: ContactInput) {
    try {
      await api("/api/contact", {
        method: "POST",
        body: { ...values, telephone: values.telephone || undefined },
      });
      form.reset(empty);
      setFailure(undefined);
      setOutcome("success");
    } catch (error) {
      const kind = outcomeOf(error);
      setFailure(error);
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in empty) form.setError(field as keyof ContactInput, { message });
        }
      }
      setOutcome(kind);
    }
  }

  return (
    <>
      <Form
        form={form}
        onSubmit={send}
        className="flex flex-col gap-5"
        id="contact-form"
        aria-labelledby="contact-form-heading"
      >
        <ErrorSummary />
        <TextField
          name="name"
          label={t("contact.fields.name")}
          required
          autoComplete="name"
          maxLength={contactLimits.name}
        />
        <TextField
          name="email"
          type="email"
          label={t("contact.fields.email")}
          required
          autoComplete="email"
          maxLength={contactLimits.email}
        />
        <TextField
          name="telephone"
          type="tel"
          label={t("contact.fields.telephone")}
          hint={t("contact.hints.telephone")}
          autoComplete="tel"
          maxLength={contactLimits.telephone}
        />
        <TextAreaField
          name="message"
          label={t("contact.fields.message")}
          hint={t("contact.hints.message")}
          required
          rows={6}
          maxLength={contactLimits.message}
        />
        {/* Honeypot: invisible to people and skipped by keyboard and screen readers. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{t("contact.fields.website")}</label>
          <input
            id="contact-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...form.register("website")}
          />
        </div>
        <div>
          <SubmitButton
            id="contact-send"
            invalid={!isValid}
            pending={isSubmitting}
            pendingLabel={t("contact.sending")}
          >
            {t("contact.send")}
          </SubmitButton>
        </div>
      </Form>
      {outcome && (
        <Suspense fallback={null}>
          <ResultAlert
            outcome={outcome}
            failure={failure}
            onClose={() => {
              focusAfterRender(outcome === "success" ? "contact-form-heading" : "contact-send");
              setOutcome(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
