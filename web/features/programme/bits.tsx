import { useTranslation } from "react-i18next";

export function CalendarIcon({ withPlus = false }: { withPlus?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d={withPlus ? "M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" : "M3 10h18M8 3v4M16 3v4"} />
    </svg>
  );
}

/** The programme could not be loaded: say so and offer to try again. */
export function LoadError({ retry }: { retry(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mt-3 flex flex-wrap items-center gap-3 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      {t("programme.loadError")}
      <button type="button" onClick={retry} className="rounded border border-red-800 px-3 py-1 font-medium">
        {t("common.retry")}
      </button>
    </div>
  );
}
