import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import type { HoldState } from "../use-hold.ts";

/**
 * What is left of the family's 15-minute hold on their date, on the form and the review page: the
 * minutes, or that it ended (with a button to hold the date again), or that the date is gone (its
 * message names the button that shows the other dates, `otherDates`).
 */
export function HoldLine({
  state,
  onRenew,
  otherDates,
}: {
  state: HoldState;
  onRenew(): void;
  otherDates: string;
}) {
  const { t } = useTranslation();
  if (state.kind === "held") {
    return (
      // Minutes in words: a clock (15:00) beside a 15:00 wedding read as a time of day.
      <p className="text-sm text-neutral-800">
        {t("booking.hold.heldForMinutes", { count: Math.ceil(state.secondsLeft / 60) })}
      </p>
    );
  }
  if (state.kind === "expired") {
    return (
      <div role="alert" className="rounded-md border border-amber-700 bg-amber-50 p-3 text-sm">
        <p>{t("booking.hold.expired")}</p>
        <Button variant="secondary" className="mt-2" onClick={onRenew}>
          {t("booking.hold.holdAgain")}
        </Button>
      </div>
    );
  }
  if (state.kind === "lost") {
    return (
      <p
        role="alert"
        className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-800"
      >
        {state.message} {t("booking.hold.detailsKept", { button: otherDates })}
      </p>
    );
  }
  return null;
}
