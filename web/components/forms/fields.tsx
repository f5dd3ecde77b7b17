import { createContext, type ReactNode, useCallback, useContext } from "react";
import { get, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** The start of the form's field ids: a page with two forms of the same field names gives each its own. */
export const FieldIdPrefix = createContext("field");

/** The DOM id of a field, from its dotted name (`father.email` → `field-father-email`). */
export function useFieldId() {
  const prefix = useContext(FieldIdPrefix);
  return useCallback((name: string) => `${prefix}-${name.replaceAll(".", "-")}`, [prefix]);
}

/** The asterisk after a required field's label (hidden from screen readers, which hear `required`). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-800">
      {" "}
      *
    </span>
  );
}

/**
 * A field's inline error, under its label; the control names it in aria-describedby (`${id}-error`).
 * `announce`: read out as it appears, for a field checked as one types rather than on submit.
 */
export function FieldError({ id, message, announce }: { id: string; message?: string; announce?: boolean }) {
  if (!message) return null;
  return (
    <p
      id={`${id}-error`}
      role={announce ? "alert" : undefined}
      className="text-sm font-semibold text-red-800"
    >
      {message}
    </p>
  );
}

type FieldShellProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  children: (aria: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
};

/** Label, hint and inline error tied to the control by aria-describedby (GOV.UK error pattern). */
export function FieldShell({ name, label, hint, required, children }: FieldShellProps) {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const id = useFieldId()(name);
  const describedBy = [hint ? `${id}-hint` : "", error?.message ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`flex flex-col gap-1 ${error?.message ? "border-l-4 border-red-700 pl-3" : ""}`}>
      <label htmlFor={id} className="font-semibold text-neutral-900">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error?.message} />
      {children({
        id,
        "aria-invalid": Boolean(error?.message),
        "aria-describedby": describedBy || undefined,
      })}
    </div>
  );
}

const controlClass =
  "w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-base text-neutral-900 shadow-sm aria-[invalid=true]:border-red-700 aria-[invalid=true]:border-2 disabled:bg-neutral-100 disabled:text-neutral-600";

type InputProps = Omit<FieldShellProps, "children"> &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "children"> & {
    /**
     * A field whose verdict depends on this one (its confirmation): checked again as this one
     * changes, once it has been left or the form sent, so 'do not match' goes when they match.
     */
    revalidates?: string;
  };

export function TextField({ name, label, hint, required, revalidates, ...input }: InputProps) {
  const { register, trigger, getFieldState, formState } = useFormContext();
  const onChange = () => {
    if (revalidates && (formState.isSubmitted || getFieldState(revalidates).isTouched))
      void trigger(revalidates);
  };
  return (
    <FieldShell name={name} label={label} hint={hint} required={required}>
      {(aria) => <input {...input} {...aria} {...register(name, { onChange })} className={controlClass} />}
    </FieldShell>
  );
}

type TextAreaProps = Omit<FieldShellProps, "children"> &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "children"> & {
    /** Shows how many characters are left (or too many) under the field. */
    characterLimit?: number;
  };

/**
 * GOV.UK character count: no maxlength, which would cut a pasted text without saying so; the
 * count tells the limit as one types and the schema refuses a longer text on submit.
 */
function CharacterCount({ name, limit, id }: { name: string; limit: number; id: string }) {
  const { t } = useTranslation();
  const value = useWatch({ name }) as string | undefined;
  const left = limit - (value ?? "").length;
  return (
    <p id={id} className={`text-sm ${left < 0 ? "font-semibold text-red-800" : "text-neutral-600"}`}>
      {left < 0 ? t("forms.charactersOver", { count: -left }) : t("forms.charactersLeft", { count: left })}
    </p>
  );
}

export function TextAreaField({ name, label, hint, required, characterLimit, ...textarea }: TextAreaProps) {
  const { register } = useFormContext();
  const countId = `${useFieldId()(name)}-count`;
  return (
    <FieldShell name={name} label={label} hint={hint} required={required}>
      {(aria) => (
        <>
          <textarea
            rows={5}
            {...textarea}
            {...aria}
            aria-describedby={
              characterLimit
                ? [aria["aria-describedby"], countId].filter(Boolean).join(" ")
                : aria["aria-describedby"]
            }
            {...register(name)}
            className={controlClass}
          />
          {characterLimit && <CharacterCount name={name} limit={characterLimit} id={countId} />}
        </>
      )}
    </FieldShell>
  );
}

type SelectProps = Omit<FieldShellProps, "children"> &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "children"> & {
    options: { value: string; label: string }[];
    placeholder?: string;
  };

/** A native select: the most robust accessible choice on phones. */
export function SelectField({ name, label, hint, required, options, placeholder, ...select }: SelectProps) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} label={label} hint={hint} required={required}>
      {(aria) => (
        <select {...select} {...aria} {...register(name)} className={controlClass}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type CheckboxProps = { name: string; label: ReactNode } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "name" | "id" | "type"
>;

export function CheckboxField({ name, label, ...input }: CheckboxProps) {
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const id = useFieldId()(name);
  return (
    <div className="flex flex-col gap-1">
      <FieldError id={id} message={error?.message} />
      <label htmlFor={id} className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          aria-invalid={Boolean(error?.message)}
          aria-describedby={error?.message ? `${id}-error` : undefined}
          {...input}
          {...register(name)}
          className="mt-1 h-5 w-5 shrink-0 accent-byzantine-700"
        />
        <span>{label}</span>
      </label>
    </div>
  );
}
