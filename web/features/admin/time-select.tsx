import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { slotMinuteSteps } from "../../../contracts/admin.ts";
import { FieldShell, useFieldId } from "../../components/forms/fields.tsx";

const pad = (n: number) => String(n).padStart(2, "0");
const hours = Array.from({ length: 24 }, (_, hour) => pad(hour));
const selectClass = "rounded-md border border-neutral-500 bg-white px-3 py-2 tabular-nums";

/** London time as two selects: hours 00–23 and minutes 00, 15, 30, 45 (fields `hour` and `minute`). */
export function TimeSelect({ label, hint }: { label: string; hint?: string }) {
  const { t } = useTranslation();
  const fieldId = useFieldId();
  const { register } = useFormContext();
  return (
    <FieldShell name="hour" label={label} hint={hint} required>
      {(aria) => (
        <div className="flex items-center gap-2">
          <select
            {...aria}
            {...register("hour")}
            aria-label={t("admin.createSlot.hour")}
            className={selectClass}
          >
            {hours.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <span aria-hidden="true">:</span>
          <select
            id={fieldId("minute")}
            {...register("minute")}
            aria-label={t("admin.createSlot.minute")}
            className={selectClass}
          >
            {slotMinuteSteps.map((value) => (
              <option key={value} value={pad(value)}>
                {pad(value)}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldShell>
  );
}
