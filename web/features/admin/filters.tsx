import { type ReactNode, type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateInputField } from "../../components/forms/date-field.tsx";

export const filterControlClass = "w-full rounded-md border border-neutral-500 bg-white px-3 py-2";

/** One of an office list's filters: a choice of values, or "All". */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  selectRef,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  /** The first filter's: "Clear filters" gives it the focus. */
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 font-semibold">
      {label}
      <select
        ref={selectRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={filterControlClass}
      >
        <option value="">{t("admin.filters.all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "From" and "To" London dates, the second refused before the first beside it. */
export function DateRangeFilter({
  id,
  from,
  to,
  reversed,
  onChange,
}: {
  id: string;
  from: string;
  to: string;
  reversed: boolean;
  onChange(key: "from" | "to", value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DateInputField
        announceError
        id={`${id}-from`}
        label={t("admin.filters.from")}
        value={from}
        wide
        onChange={(value) => onChange("from", value)}
      />
      <DateInputField
        announceError
        id={`${id}-to`}
        label={t("admin.filters.to")}
        value={to}
        minDate={from || undefined}
        error={reversed ? t("admin.errors.rangeOrder") : ""}
        wide
        onChange={(value) => onChange("to", value)}
      />
    </>
  );
}

/**
 * An office list's filters. On a phone they fold behind one button that says how many are in use
 * (five of them filled the first screen, the list a scroll below); from `sm` up they stand open
 * and the button is gone. `always` (the search box) stays in view either way, and `after` (Clear
 * filters) too, once something is filtered.
 */
export function FilterPanel({
  id,
  inUse,
  className,
  children,
  always,
  after,
}: {
  id: string;
  inUse: number;
  /** The grid's columns from `sm` up. */
  className: string;
  children: ReactNode;
  always?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <search className={`mb-6 grid gap-4 rounded-lg border border-neutral-300 bg-cream p-4 ${className}`}>
      <button
        type="button"
        data-filters-toggle
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 items-center justify-between gap-2 rounded-md font-semibold text-byzantine-900 sm:hidden"
      >
        {inUse > 0 ? t("admin.filters.panelInUse", { count: inUse }) : t("admin.filters.panel")}
        <span
          aria-hidden="true"
          className={`transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        >
          ▾
        </span>
      </button>
      {/* `contents` from sm up: the filters stand in the search's own grid, as before. */}
      <div id={id} className={`${open ? "grid" : "hidden"} gap-4 sm:contents`}>
        {children}
      </div>
      {always}
      {after}
    </search>
  );
}

/** The focus after "Clear filters": the first filter, or on a phone with them folded, their button. */
export function focusFirstFilter(first: HTMLElement | null) {
  if (first && first.offsetParent !== null) first.focus();
  else document.querySelector<HTMLElement>("[data-filters-toggle]")?.focus();
}
