import { useState } from "react";
import { get, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BookingType, Hold, Slot } from "../../../../contracts/booking.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { useFieldId } from "../../../components/forms/fields.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useFocusAfterRender } from "../../../components/ui/use-focus-after-render.ts";
import type { ChosenSlot } from "../draft.ts";
import { slotDate, slotTime } from "../format.ts";
import { useHold } from "../use-hold.ts";
import { HoldLine } from "./hold-line.tsx";
import { SlotPicker } from "./slot-picker.tsx";

/**
 * The form's slot selection: the chosen date with the hold's countdown, or the slot cards to
 * choose one. Its error ('Please choose a date and time.') is linked from the summary.
 * Book, Change date and Keep the chosen date each take themselves away: the focus follows to the
 * chosen date or to the cards.
 */
export function SlotSection({
  type,
  slot,
  onChosen,
  onListed,
}: {
  type: BookingType;
  slot: ChosenSlot | undefined;
  onChosen(slot: Slot, hold: Hold): void;
  onListed?(count: number): void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { formState } = useFormContext();
  const [changing, setChanging] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  const { state, holdAgain } = useHold(type, slot);
  const error = get(formState.errors, "slotId") as { message?: string } | undefined;
  const id = useFieldId()("slotId");
  const chosenId = `${id}-chosen`;
  const showChosen = () => {
    setChanging(false);
    focusAfterRender(chosenId);
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-lg border bg-cream p-4 sm:p-6 ${error?.message ? "border-4 border-red-700" : "border-gold-500"}`}
    >
      <h2 id={`${id}-heading`} className="font-serif text-xl font-semibold text-byzantine-900">
        {t("booking.form.slotHeading")}
      </h2>
      {error?.message && (
        <p id={`${id}-error`} className="mt-2 font-semibold text-red-800">
          {error.message}
        </p>
      )}
      {slot && !changing ? (
        <div id={chosenId} tabIndex={-1} className="mt-3 flex flex-col gap-3">
          <p className="text-lg">
            <strong>{slotDate(slot.datetime, language)}</strong>{" "}
            {t("booking.form.atTime", { time: slotTime(slot.datetime, language) })}
          </p>
          <HoldLine
            state={state}
            onRenew={() => void holdAgain()}
            otherDates={t("booking.form.changeSlot")}
          />
          <div>
            <Button
              id={id}
              variant="secondary"
              onClick={() => {
                setChanging(true);
                focusAfterRender(id);
              }}
            >
              {t("booking.form.changeSlot")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          <p className="text-neutral-800">{t("booking.form.chooseSlot")}</p>
          <div id={id} tabIndex={-1} className="focus:outline-none">
            <SlotPicker
              type={type}
              chosenId={slot?.id}
              headingLevel="h3"
              onListed={onListed}
              onChosen={(chosen, hold) => {
                onChosen(chosen, hold);
                showChosen();
              }}
            />
          </div>
          {slot && (
            <div>
              <Button variant="ghost" onClick={showChosen}>
                {t("booking.form.keepSlot")}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
