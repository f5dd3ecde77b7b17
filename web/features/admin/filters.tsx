import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateInputField } from "../../components/forms/date-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { DateProblems } from "./use-filter-params.ts";

export const filterControlClass = "w-full rounded-md border border-neutral-500 bg-white px-3 py-2";

/** One of an office list's filters: a choice of values, or "All". */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 font-semibold">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className={filterControlClass}>
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

/** "From" and "To" London dates, with what is wrong with them (`dateProblems`) beside each. */
export function DateRangeFilter({
  id,
  from,
  to,
  problems,
  onChange,
}: {
  id: string;
  from: string;
  to: string;
  problems: DateProblems;
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
        error={problems.from ? t(problems.from) : ""}
        wide
        onChange={(value) => onChange("from", value)}
      />
      <DateInputField
        announceError
        id={`${id}-to`}
        label={t("admin.filters.to")}
        value={to}
        minDate={from || undefined}
        error={problems.to ? t(problems.to) : ""}
        wide
        onChange={(value) => onChange("to", value)}
      />
    </>
  );
}

/**
 * An office list's filters. On a phone they fold behind one button that says how many are in use
 * (five of them filled the first screen, the list a scroll below); from `sm` up they stand open
 * and the button is gone. `always` (the search box) stays in view either way, and so does Clear
 * filters once something is filtered.
 */
export function FilterPanel({
  id,
  inUse,
  filtered,
  onClear,
  className,
  children,
  always,
}: {
  id: string;
  inUse: number;
  filtered: boolean;
  onClear(): void;
  /** The grid's columns from `sm` up. */
  className: string;
  children: ReactNode;
  always?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const folded = useRef<HTMLDivElement>(null);
  const clear = () => {
    onClear();
    // The button goes with the filters: the focus starts again at the first one, or, folded on a
    // phone, at the button that opens them.
    const first = folded.current?.querySelector<HTMLElement>("select, input");
    if (first && first.offsetParent !== null) first.focus();
    else toggle.current?.focus();
  };
  return (
    <search className={`mb-6 grid gap-4 rounded-lg border border-neutral-300 bg-cream p-4 ${className}`}>
      <button
        ref={toggle}
        type="button"
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
      <div ref={folded} id={id} className={`${open ? "grid" : "hidden"} gap-4 sm:contents`}>
        {children}
      </div>
      {always}
      {filtered && (
        <div className="col-span-full flex justify-end">
          <Button variant="ghost" onClick={clear}>
            {t("admin.filters.clear")}
          </Button>
        </div>
      )}
    </search>
  );
}
