import { type CalendarDate, parseDate } from "@internationalized/date";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateField as DateFieldRoot,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from "react-aria-components";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldError, RequiredMark, useFieldId } from "./fields.tsx";

/** A plain ISO date ('YYYY-MM-DD') as react-aria's date, or null for '' or anything else. */
function toCalendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

type DateInputFieldProps = {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or '' (nothing chosen yet). */
  value: string;
  onChange(date: string): void;
  onBlur?(): void;
  /** Dates before this ('YYYY-MM-DD') cannot be picked in the calendar. */
  minDate?: string;
  hint?: string;
  /** Shown between the label and the field, tied to it, as every other field's error. */
  error?: string;
  /** Read out as soon as it appears (a filter checked as one types, not on submit). */
  announceError?: boolean;
  required?: boolean;
  /**
   * With a calendar to pick from (the default); without, for a date of birth, which is typed
   * rather than paged back to year by year (GOV.UK's memorable date).
   */
  calendar?: boolean;
  /** Fill the column rather than keep the date's own width. */
  wide?: boolean;
  /** Given the means to focus the field (its first segment): the error summary's links use it. */
  focusRef?(target: { focus(): void } | null): void;
};

/** The segment of each date box a digit was last typed into, until the focus is moved by hand. */
const typedInto = new WeakMap<HTMLElement, number>();

/**
 * "3/4/2025", "3.4.2025" or "3 4 2025": the key between two parts moves to the next segment, as
 * people type dates. Without it the separator was dropped and "3/4/2025" became 4/2/0025.
 * A segment that fills up ("10" is a whole day) moves on by itself, so the separator typed after
 * it belongs to it, not to the segment it moved to: in a box that already held a date, "10/01/2027"
 * skipped the month and gave the year 27 (office review).
 */
function nextSegmentOnSeparator(event: KeyboardEvent<HTMLElement>) {
  const box = event.currentTarget;
  const segments = [...box.querySelectorAll<HTMLElement>('[role="spinbutton"]')];
  const index = segments.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  if (/^\d$/.test(event.key)) {
    typedInto.set(box, index);
    return;
  }
  if (!["/", ".", "-", " "].includes(event.key)) {
    // Tab, the arrows, Backspace: the next separator is about the segment the focus is on now.
    typedInto.delete(box);
    return;
  }
  event.preventDefault();
  const reachedByTyping = typedInto.get(box) === index - 1;
  typedInto.delete(box);
  if (reachedByTyping) return;
  segments[index + 1]?.focus();
}

/** A segment chosen with the pointer: a separator typed there moves on from it. */
const forgetTyping = (event: { currentTarget: HTMLElement }) => typedInto.delete(event.currentTarget);

// At least 24 px wide: a Greek date's one-digit day and month (1/3/2025) are targets to tap (WCAG 2.5.8).
const segmentClass =
  "min-w-6 rounded px-0.5 text-center tabular-nums outline-none focus:bg-byzantine-700 focus:text-white data-[placeholder]:text-neutral-600 data-[placeholder]:focus:text-white";

/**
 * A date typed in day, month and year segments, in the order and words of the page's language
 * (react-aria's locale, given by web/routes/member-pages.tsx), whatever the browser's own language:
 * a browser's `<input type="date">` showed month/day on British and Greek pages (office review).
 * Its value is a plain ISO date.
 */
export function DateInputField({
  id,
  label,
  value,
  onChange,
  onBlur,
  minDate,
  hint,
  error,
  announceError,
  required,
  calendar = true,
  wide,
  focusRef,
}: DateInputFieldProps) {
  const { t } = useTranslation();
  // Shown from the field's own state: a value that comes back later than the next key (a filter
  // kept in the address, set by navigation) would otherwise undo that key: typing 2027 fast gave
  // the year 2. The value given follows when it is not the echo of one this field sent.
  const [date, setDate] = useState(() => toCalendarDate(value));
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const echo = sent.current.indexOf(value);
    if (echo >= 0) {
      sent.current.splice(0, echo + 1);
      return;
    }
    sent.current = [];
    setDate(toCalendarDate(value));
  }, [value]);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const shared = {
    id,
    value: date,
    onChange: (picked: CalendarDate | null) => {
      const iso = picked ? picked.toString() : "";
      setDate(picked);
      sent.current.push(iso);
      onChange(iso);
    },
    onBlur,
    // The form's own messages are the verdict; react-aria's native checks would stop the submit.
    validationBehavior: "aria" as const,
    isInvalid: Boolean(error),
    isRequired: required,
    "aria-describedby": describedBy || undefined,
    className: "flex flex-col gap-1",
  };
  // Stable, so the form is not handed a new way to focus the field on every render.
  const ref = useCallback(
    (element: HTMLDivElement | null) =>
      focusRef?.(
        element ? { focus: () => element.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() } : null,
      ),
    [focusRef],
  );
  const top = (
    <>
      <Label className="font-semibold text-neutral-900">
        {label}
        {required && <RequiredMark />}
      </Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} announce={announceError} />
    </>
  );
  const box = `flex ${wide ? "w-full" : "w-full max-w-xs"} items-center rounded-md border border-neutral-500 bg-white shadow-sm focus-within:outline focus-within:outline-3 focus-within:outline-gold-500 data-[invalid]:border-2 data-[invalid]:border-red-700`;
  const segments = (segment: Parameters<typeof DateSegment>[0]["segment"]) => (
    <DateSegment segment={segment} className={segmentClass} />
  );

  if (!calendar) {
    // The segments' own box is the field (it takes the id, and the label and description).
    return (
      <DateFieldRoot {...shared}>
        {top}
        <div
          className="contents"
          onKeyDownCapture={nextSegmentOnSeparator}
          onPointerDownCapture={forgetTyping}
        >
          <DateInput ref={ref} className={`${box} px-3 py-2`}>
            {segments}
          </DateInput>
        </div>
      </DateFieldRoot>
    );
  }
  return (
    <DatePicker {...shared} isDateUnavailable={minDate ? (day) => day.toString() < minDate : undefined}>
      {top}
      <Group
        ref={ref}
        className={box}
        onKeyDownCapture={nextSegmentOnSeparator}
        onPointerDownCapture={forgetTyping}
      >
        <DateInput className="flex flex-1 px-3 py-2">{segments}</DateInput>
        <Button
          aria-label={t("forms.openCalendar")}
          className="min-h-11 min-w-11 rounded-r-md border-l border-neutral-400 px-3 text-byzantine-700 hover:bg-byzantine-50"
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      {/* On a 320 px screen (WCAG 1.4.10) a week of 40 px days with their spacing was 338 px wide:
          the page scrolled sideways and Sunday was cut off. Below 360 px the days are 36 px. */}
      <Popover className="rounded-lg border border-neutral-300 bg-white p-3 shadow-xl max-[359px]:p-2">
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
            {/* Three letters (Δευ Τρί Τετ…): the single ones (Δ Τ Τ Π Π Σ Κ) repeat in Greek. */}
            <CalendarGrid
              weekdayStyle="short"
              className="border-separate border-spacing-1 text-sm max-[359px]:border-spacing-0.5"
            >
              {(day) => (
                <CalendarCell
                  date={day}
                  className="flex h-10 w-10 items-center justify-center rounded-md max-[359px]:h-9 max-[359px]:w-9 text-base outline-none hover:bg-byzantine-50 data-[disabled]:text-neutral-400 data-[focus-visible]:ring-3 data-[focus-visible]:ring-gold-500 data-[outside-month]:hidden data-[selected]:bg-byzantine-700 data-[selected]:text-white data-[unavailable]:text-neutral-400 data-[unavailable]:line-through"
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

type DateFieldProps = Pick<DateInputFieldProps, "label" | "hint" | "required" | "minDate" | "calendar"> & {
  name: string;
};

/** A form's date field (react-hook-form), marked as every other field is when it has a problem. */
export function DateField({ name, ...props }: DateFieldProps) {
  const { control } = useFormContext();
  const id = useFieldId()(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={fieldState.error?.message ? "border-l-4 border-red-700 pl-3" : ""}>
          <DateInputField
            {...props}
            id={id}
            value={typeof field.value === "string" ? field.value : ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            focusRef={field.ref}
          />
        </div>
      )}
    />
  );
}
