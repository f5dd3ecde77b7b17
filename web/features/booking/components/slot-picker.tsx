import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { type BookingType, type Hold, type Slot, slotTypeFor } from "../../../../contracts/booking.ts";
import type { Language } from "../../../../contracts/language.ts";
import { api, failureMessage } from "../../../app/api-client.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import { useSession } from "../../auth/session.tsx";
import { slotDate, slotDay, slotMonth, slotTime } from "../format.ts";
import { signUpPath } from "../use-booking-guard.ts";
import { requestHold } from "../use-hold.ts";

type SlotPickerProps = {
  type: BookingType;
  chosenId?: string;
  /** Called once the hold is placed; the caller remembers the slot and moves on. */
  onChosen(slot: Slot, hold: Hold): void;
  headingLevel?: "h2" | "h3";
  /** Told how many dates can be chosen each time the list loads (the booking form hides its fields at none). */
  onListed?(count: number): void;
};

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M10 1a5 5 0 0 0-5 5v3H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1V6a5 5 0 0 0-5-5Zm-3 8V6a3 3 0 1 1 6 0v3H7Z" />
    </svg>
  );
}

function TickIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M7.6 14.2 3.4 10l-1.4 1.4 5.6 5.6L18 6.6l-1.4-1.4z" />
    </svg>
  );
}

/** A date a family can still ask for: free, or held for this member (the API says "available"). */
const askable = (slot: Slot) => slot.status === "available";

/** The slots in months, in the order they come (the API answers them in time order). */
function byMonth(slots: Slot[], language: Language) {
  const months: { key: string; label: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const month = slotMonth(slot.datetime, language);
    const last = months.at(-1);
    if (last?.key === month.key) last.slots.push(slot);
    else months.push({ ...month, slots: [slot] });
  }
  return months;
}

/**
 * The future slots for a service under their months, one card each; choosing one places the
 * 15-minute hold. On a phone a card is a row with its Book button beside the date: a list of
 * dates as tall cards was a long scroll (families' review).
 */
export function SlotPicker({ type, chosenId, onChosen, headingLevel = "h2", onListed }: SlotPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [slots, setSlots] = useState<Slot[]>();
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<string>();

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const listed = await api<Slot[]>(`/api/slots?type=${slotTypeFor(type)}`);
      setSlots(listed);
      onListed?.(listed.filter(askable).length);
    } catch {
      setFailed(true);
    }
  }, [type, onListed]);

  useEffect(() => {
    void load();
  }, [load]);

  const choose = async (slot: Slot) => {
    if (session.status === "unavailable") {
      // The server could not say who is logged in: not a visitor to send to sign up.
      toast.error(t("auth.sessionUnavailable"));
      void session.refresh();
      return;
    }
    if (session.status !== "authenticated") {
      navigate(signUpPath(language, `${location.pathname}${location.search}`));
      return;
    }
    setBusyId(slot.id);
    try {
      onChosen(slot, await requestHold(slot.id, type));
    } catch (error) {
      toast.error(failureMessage(error, t("booking.slots.holdFailed"), t));
      void load();
    } finally {
      setBusyId(undefined);
    }
  };

  const Heading = headingLevel;
  if (failed) {
    return (
      <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4">
        <p>{t("booking.slots.loadFailed")}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void load()}>
          {t("booking.slots.retry")}
        </Button>
      </div>
    );
  }
  // Until the session is known a Book button cannot tell a member from a visitor to send to sign-up.
  if (!slots || session.status === "loading") {
    return (
      <p role="status" className="text-neutral-700">
        {t("booking.slots.loading")}
      </p>
    );
  }
  // No date to ask for: none at all, or every one taken (their cards still show, as taken).
  const none = slots.some(askable) ? null : (
    <div className="rounded-md border border-neutral-300 bg-cream p-4">
      <Heading className="font-semibold">{t("booking.slots.emptyTitle")}</Heading>
      <p className="mt-1">{t("booking.slots.emptyText")}</p>
    </div>
  );
  if (slots.length === 0) return none;
  const SlotHeading = headingLevel === "h2" ? "h3" : "h4";
  // Columns by the room the list has, not the screen's: in a booking form's section on a wide
  // screen, three columns by the screen made 130 px cards that broke the date over three lines.
  return (
    <div className="@container flex flex-col gap-6">
      {none}
      {byMonth(slots, language).map((month) => (
        <section key={month.key} aria-labelledby={`slots-month-${month.key}`}>
          <Heading
            id={`slots-month-${month.key}`}
            className="mb-3 font-serif text-xl font-semibold text-byzantine-900"
          >
            {month.label}
          </Heading>
          {/* Three across only where each card keeps "11:00 · 60 λεπτά" and its status on one line:
              inside the booking form (~700 px) three Greek cards cut the status under the button. */}
          <ul className="grid gap-3 @md:grid-cols-2 @4xl:grid-cols-3">
            {month.slots.map((slot) => {
              const chosen = slot.id === chosenId;
              const free = askable(slot);
              const date = slotDate(slot.datetime, language);
              const time = slotTime(slot.datetime, language);
              return (
                <li
                  key={slot.id}
                  className={`grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 rounded-lg border bg-white px-4 py-3 shadow-sm ${
                    chosen ? "border-byzantine-700 ring-2 ring-byzantine-700" : "border-neutral-300"
                  }`}
                >
                  {/* The year is in the month's heading; the Book button's name says the whole date. */}
                  <SlotHeading className="col-span-2 font-serif text-lg font-semibold text-byzantine-900">
                    {slotDay(slot.datetime, language)}
                  </SlotHeading>
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <p className="text-neutral-800">
                      {t("booking.slots.timeLine", { time, minutes: slot.durationMinutes })}
                    </p>
                    <p
                      className={`flex items-center gap-1 text-sm font-semibold ${
                        slot.status === "booked"
                          ? "text-neutral-600"
                          : slot.status === "reserved"
                            ? "text-amber-800"
                            : "text-green-800"
                      }`}
                    >
                      {slot.status === "reserved" && <LockIcon />}
                      {slot.status === "booked" && <TickIcon />}
                      {chosen || slot.heldByYou
                        ? t("booking.slots.heldByYou")
                        : slot.keptForYou
                          ? t("booking.slots.keptForYou")
                          : t(`booking.slots.status.${slot.status}`)}
                    </p>
                  </div>
                  <Button
                    className="self-end"
                    variant={chosen ? "secondary" : "primary"}
                    disabled={!free}
                    // Marked, not disabled, while a date is being held: the pressed button kept
                    // the focus only if it stayed enabled (WCAG 2.2 audit: it fell to the page).
                    aria-disabled={busyId !== undefined || undefined}
                    onClick={() => busyId === undefined && void choose(slot)}
                    // The name starts with the word shown, so speech control can press what it sees.
                    aria-label={t(
                      busyId === slot.id
                        ? "booking.slots.holdingAria"
                        : chosen
                          ? "booking.slots.chosenAria"
                          : "booking.slots.bookAria",
                      { date, time },
                    )}
                  >
                    {busyId === slot.id
                      ? t("booking.slots.holding")
                      : chosen
                        ? t("booking.slots.chosen")
                        : t("booking.slots.book")}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
