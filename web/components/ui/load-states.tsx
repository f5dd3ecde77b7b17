import { useTranslation } from "react-i18next";
import { Button } from "./button.tsx";

/** A page part still loading, said in words beside a spinner that stops for reduced motion. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-neutral-700">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-byzantine-200 border-t-byzantine-700 motion-reduce:animate-none"
      />
      {label}
    </p>
  );
}

/** A page part that could not be loaded: what failed, and Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4">
      <p className="font-semibold text-red-900">{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}
