import { useEffect, useRef } from "react";
import { type FieldErrors, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldId } from "./fields.tsx";

function flatten(errors: FieldErrors, prefix = ""): { name: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== "object") return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string" && message) return [{ name, message }];
    return flatten(value as FieldErrors, name);
  });
}

/**
 * GOV.UK error summary: after a failed submit, a box at the top lists every problem as a link to
 * its field and takes focus, so keyboard and screen-reader users learn what to fix.
 */
export function ErrorSummary({ labels }: { labels?: Record<string, string> }) {
  const { t } = useTranslation();
  const { formState, setFocus } = useFormContext();
  const ref = useRef<HTMLDivElement>(null);
  const problems = formState.submitCount > 0 ? flatten(formState.errors) : [];
  const { submitCount, isSubmitSuccessful } = formState;

  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) ref.current?.focus();
  }, [submitCount, isSubmitSuccessful]);

  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-6 rounded-md border-4 border-red-700 bg-white p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-gold-500"
    >
      <h2 id="error-summary-title" className="mb-2 font-sans text-lg font-bold text-neutral-900">
        {t("forms.errorSummaryTitle")}
      </h2>
      <ul className="flex flex-col gap-1">
        {problems.map((problem) => (
          <li key={problem.name}>
            <a
              href={`#${fieldId(problem.name)}`}
              className="font-semibold text-red-800 underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                setFocus(problem.name);
                document.getElementById(fieldId(problem.name))?.focus();
              }}
            >
              {labels?.[problem.name] ? `${labels[problem.name]}: ` : ""}
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
