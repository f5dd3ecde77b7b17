import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { BookingType, Slot } from "../../../../contracts/booking.ts";
import { api, failureMessage } from "../../../app/api-client.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import { useFocusAfterRender } from "../../../components/ui/use-focus-after-render.ts";
import { useSession } from "../../auth/session.tsx";
import { chosenSlot, loadOwnDraft, updateDraft } from "../draft.ts";
import { slotDate, slotTime } from "../format.ts";
import { requestHold } from "../use-hold.ts";

/** What a family may book on a date kept for them: a baptism's slot serves a chrismation too. */
const servicesFor = (slot: Slot): readonly BookingType[] =>
  slot.type === "wedding" ? ["wedding"] : ["baptism", "chrismation"];

/** How the dashboard words "book a …", for its own buttons and for a kept date's. */
export const startLabel = {
  baptism: "booking.dashboard.startBaptism",
  chrismation: "booking.dashboard.startChrismation",
  wedding: "booking.dashboard.startWedding",
} as const;

/**
 * The dates the church office keeps for this family, naming their account's address (ADR 034),
 * each with a way to book it: the office had to tell them by telephone that they could, and the
 * slot was one among many on the booking form. Nothing shows when there are none; a list that
 * cannot be loaded shows nothing either, as the office has told the family of the date already.
 */
export function KeptDates() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const [kept, setKept] = useState<Slot[]>([]);
  const [busy, setBusy] = useState<string>();
  const focusAfterRender = useFocusAfterRender();

  const load = useCallback(async () => {
    try {
      const listed = await api<Slot[]>("/api/me/kept-slots");
      setKept(listed);
      return listed;
    } catch {
      setKept([]);
      return [];
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const book = async (slot: Slot, type: BookingType) => {
    if (busy) return;
    setBusy(`${slot.id}-${type}`);
    try {
      const hold = await requestHold(slot.id, type);
      const userId = session.user?.id;
      // A form left on this tab by another account is forgotten first, never opened for this one.
      if (userId) loadOwnDraft(type, userId);
      // The form opens with the date chosen and held, as if picked from its own list.
      updateDraft(type, { slot: chosenSlot(slot, hold), userId }, "booking-type");
      navigate(`/${language}/booking/${type}`);
    } catch (error) {
      toast.error(failureMessage(error, t("booking.slots.holdFailed"), t));
      setBusy(undefined);
      // The pressed button may go with its date: the focus goes to the list, or to the ways to
      // ask for a date when none is left, not to the page.
      const left = await load();
      focusAfterRender(left.length > 0 ? "kept-dates-title" : "booking-start-links");
    }
  };

  if (kept.length === 0) return null;
  const count = kept.length;
  return (
    <section
      aria-labelledby="kept-dates-title"
      data-testid="kept-dates"
      className="rounded-lg border-2 border-byzantine-700 bg-cream p-4"
    >
      <h2 id="kept-dates-title" tabIndex={-1} className="font-serif text-xl font-semibold text-byzantine-900">
        {t("booking.dashboard.keptTitle", { count })}
      </h2>
      <p className="mt-1 text-neutral-800">{t("booking.dashboard.keptText", { count })}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {kept.map((slot) => {
          const date = slotDate(slot.datetime, language);
          const time = slotTime(slot.datetime, language);
          return (
            <li
              key={slot.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-neutral-300 bg-white p-3"
            >
              <p className="font-semibold">
                {date}, {t("booking.slots.timeLine", { time, minutes: slot.durationMinutes })}
              </p>
              <div className="flex flex-wrap gap-2">
                {servicesFor(slot).map((type, index) => (
                  <Button
                    key={type}
                    variant={index === 0 ? "primary" : "secondary"}
                    aria-disabled={busy !== undefined || undefined}
                    onClick={() => void book(slot, type)}
                    // Which date, in the name: a screen reader's list of buttons shows no row.
                    aria-label={
                      busy === `${slot.id}-${type}`
                        ? t("booking.slots.holdingAria", { date, time })
                        : `${t(startLabel[type])}: ${date}, ${time}`
                    }
                  >
                    {busy === `${slot.id}-${type}` ? t("booking.slots.holding") : t(startLabel[type])}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
