import { useTranslation } from "react-i18next";
import { WithoutScript } from "./without-script.tsx";

// The placeholders of the month grid and the list, in a module of their own: they are what the
// pre-rendered page shows while the calendar code (and date-fns with it) is still on its way.

export function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <WithoutScript />
      <div role="status" className="animate-pulse motion-reduce:animate-none" data-needs-script>
        <span className="sr-only">{t("programme.loading")}</span>
        <div className="mb-3 flex items-center justify-between">
          <div className="h-10 w-10 rounded bg-neutral-200" />
          <div className="h-7 w-48 rounded bg-neutral-200" />
          <div className="h-10 w-10 rounded bg-neutral-200" />
        </div>
        <div className="grid grid-cols-7 gap-px rounded border border-neutral-200 bg-neutral-200">
          {Array.from({ length: 42 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
            <div key={i} className="h-20 bg-white sm:h-28" />
          ))}
        </div>
      </div>
    </>
  );
}

export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <WithoutScript />
      <div role="status" className="animate-pulse space-y-2 motion-reduce:animate-none" data-needs-script>
        <span className="sr-only">{t("programme.loading")}</span>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <div key={i} className="h-12 rounded bg-neutral-200" />
        ))}
      </div>
    </>
  );
}
