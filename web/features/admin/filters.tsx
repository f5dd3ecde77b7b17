import type { Ref } from "react";
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
