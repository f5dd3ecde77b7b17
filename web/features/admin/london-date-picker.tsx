import { useState } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FieldError, RequiredMark } from "../../components/forms/fields.tsx";

type LondonDatePickerProps = {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or '' (nothing chosen yet). */
  value: string;
  onChange(date: string): void;
  onBlur?(): void;
  /** London dates before this ('YYYY-MM-DD') cannot be picked. */
  minDate?: string;
  /** Shown between the label and the field, tied to it, as every other field's error. */
  error?: string;
  required?: boolean;
};

/**
 * An accessible date field with a calendar pop-up; its value is a plain ISO date. Its language is the
 * page's: the member pages' layout (web/routes/member-pages.tsx) gives react-aria the locale.
 */
export function LondonDatePicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  minDate,
  error,
  required,
}: LondonDatePickerProps) {
  const { t } = useTranslation();
  // The picker's own date object; the form keeps only its ISO string.
  const [picked, setPicked] = useState<DateValue | null>(null);
  const shown = picked && picked.toString() === value ? picked : null;
  return (
    <DatePicker
      id={id}
      value={shown}
      onChange={(date) => {
        setPicked(date);
        onChange(date ? date.toString() : "");
      }}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isDateUnavailable={minDate ? (date) => date.toString() < minDate : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-1"
    >
      <Label className="font-semibold text-neutral-900">
        {label}
        {required && <RequiredMark />}
      </Label>
      <FieldError id={id} message={error} />
      <Group className="flex w-full max-w-xs items-center rounded-md border border-neutral-500 bg-white shadow-sm focus-within:outline focus-within:outline-3 focus-within:outline-gold-500 data-[invalid]:border-2 data-[invalid]:border-red-700">
        <DateInput className="flex flex-1 px-3 py-2">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none focus:bg-byzantine-700 focus:text-white data-[placeholder]:text-neutral-600"
            />
          )}
        </DateInput>
        <Button
          aria-label={t("admin.createSlot.openCalendar")}
          className="min-h-11 min-w-11 rounded-r-md border-l border-neutral-400 px-3 text-byzantine-700 hover:bg-byzantine-50"
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <Popover className="rounded-lg border border-neutral-300 bg-white p-3 shadow-xl">
        <Dialog className="outline-none">
          <Calendar>
            <header className="mb-2 flex items-center justify-between gap-2">
              <Button slot="previous" className="min-h-11 min-w-11 rounded-md hover:bg-byzantine-50">
                <span aria-hidden="true">◀</span>
              </Button>
              <Heading className="font-semibold" />
              <Button slot="next" className="min-h-11 min-w-11 rounded-md hover:bg-byzantine-50">
                <span aria-hidden="true">▶</span>
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-1">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="flex h-10 w-10 items-center justify-center rounded-md outline-none hover:bg-byzantine-50 data-[disabled]:text-neutral-400 data-[focus-visible]:ring-3 data-[focus-visible]:ring-gold-500 data-[outside-month]:hidden data-[selected]:bg-byzantine-700 data-[selected]:text-white data-[unavailable]:text-neutral-400 data-[unavailable]:line-through"
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
