type DateFilterProps = {
  id: string;
  label: string;
  value: string;
  min?: string;
  error?: string;
  /** Fill the column (in a grid of filters) rather than keep the date's own width. */
  wide?: boolean;
  onChange(value: string): void;
};

/** A date that bounds the list, with its problem between label and field (GOV.UK), read out as it appears. */
export function DateFilter({ id, label, value, min, error, wide, onChange }: DateFilterProps) {
  return (
    <div className={`flex flex-col gap-1 ${wide ? "" : "items-start"}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="max-w-xs text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${wide ? "w-full " : ""}rounded-md border border-neutral-500 bg-white px-3 py-2 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700`}
      />
    </div>
  );
}
