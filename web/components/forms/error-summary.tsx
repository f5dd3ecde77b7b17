import { useEffect, useId, useRef } from "react";
import { type FieldErrors, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFieldId } from "./fields.tsx";

/** Every problem of react-hook-form's nested errors, with its field's dotted name. */
export function flattenErrors(errors: FieldErrors, prefix = ""): { name: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== "object") return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string" && message) return [{ name, message }];
    return flattenErrors(value as FieldErrors, name);
  });
}

/**
 * The problems in the order of their fields on the page, so a person working down the list
 * works down the form: the schema reports the checks across fields (e-mails that do not match,
 * an adult's own details) after all the others. A problem without a field on the page goes last.
 */
function inPageOrder<T extends { name: string }>(problems: T[], fieldId: (name: string) => string): T[] {
  const element = (problem: T) => document.getElementById(fieldId(problem.name));
  return [...problems].sort((a, b) => {
    const first = element(a);
    const second = element(b);
    if (!first || !second) return Number(!first) - Number(!second);
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/** The text a person reads, without what is hidden from them (a required field's asterisk). */
function shownText(element: Element | null | undefined): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

/**
 * A field's name as the form shows it: its label, after the legend of the group it sits in, so
 * the booking forms' many 'First name' fields read 'Father – First name', 'Mother – First name'.
 */
function fieldName(id: string): string {
  const field = document.getElementById(id);
  if (!field) return "";
  const label =
    (field as HTMLInputElement).labels?.[0] ??
    document.getElementById(field.getAttribute("aria-labelledby")?.split(" ")[0] ?? "");
  const legend = field.closest("fieldset")?.querySelector(":scope > legend");
  return [shownText(legend), shownText(label)].filter(Boolean).join(" – ");
}

/**
 * GOV.UK error summary: after a failed submit, a box at the top lists every problem as a link to
 * its field, named as the form labels it (or as `labels` says, for a field whose label is a whole
 * sentence or that has none), and takes focus, so keyboard and screen-reader users learn what to
 * fix. The fields are on the page before any submit, so their labels are read from it.
 */
export function ErrorSummary({ labels }: { labels?: Record<string, string> }) {
  const { t } = useTranslation();
  const { formState, setFocus } = useFormContext();
  const fieldId = useFieldId();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const problems = formState.submitCount > 0 ? inPageOrder(flattenErrors(formState.errors), fieldId) : [];
  const { submitCount, isSubmitSuccessful } = formState;

  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    // Focused, then scrolled to its top: a summary taller than the screen that is partly in view
    // is not scrolled by focus() and can start under the sticky header.
    const show = () => {
      ref.current?.focus({ preventScroll: true });
      ref.current?.scrollIntoView({ block: "start" });
    };
    show();
    // react-hook-form focuses the first invalid field again in a timer it set before this render;
    // a timer set now runs after it, and the summary keeps the focus.
    const timer = setTimeout(show);
    return () => clearTimeout(timer);
  }, [submitCount, isSubmitSuccessful]);

  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="mb-6 rounded-md border-4 border-red-700 bg-white p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-gold-500"
    >
      <h2 id={titleId} className="mb-2 font-sans text-lg font-bold text-neutral-900">
        {t("forms.errorSummaryTitle")}
      </h2>
      <ul className="flex flex-col gap-1">
        {problems.map((problem) => {
          const name = labels?.[problem.name] ?? fieldName(fieldId(problem.name));
          return (
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
                {name ? `${name}: ` : ""}
                {problem.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
