import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingType, Hold } from "../../../contracts/booking.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { toast } from "../../components/ui/toast.tsx";
import { type ChosenSlot, rememberHold } from "./draft.ts";

export type HoldState =
  | { kind: "none" }
  | { kind: "held"; secondsLeft: number }
  | { kind: "expired" }
  | { kind: "lost"; message: string };

/** Renew at most once a minute, and only while the person is actually using the page. */
const renewEveryMs = 60_000;

export async function requestHold(slotId: string, service: BookingType): Promise<Hold> {
  return api<Hold>(`/api/slots/${slotId}/hold`, { method: "POST", body: { service } });
}

/**
 * The countdown of the user's 15-minute hold on the chosen slot. While they type or click, the
 * hold is renewed (so a slow, careful form is not lost); if it runs out anyway, the state says so
 * and `renew()` tries to take it again. `paused` stops the renewals (while the booking is being
 * sent: a renewal answered after it would find the date booked, by this very family).
 */
export function useHold(type: BookingType, slot: ChosenSlot | undefined, paused = false) {
  const { t } = useTranslation();
  const [expiresAt, setExpiresAt] = useState(slot?.expiresAt);
  const [lost, setLost] = useState<string>();
  const [now, setNow] = useState(() => Date.now());
  const lastRenewal = useRef(Date.now());
  const slotRef = useRef(slot);
  slotRef.current = slot;

  useEffect(() => {
    setExpiresAt(slot?.expiresAt);
    setLost(undefined);
  }, [slot?.expiresAt]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const inFlight = useRef<Promise<boolean>>(undefined);
  /** Why the last renewal failed, when it was not that the date is gone (offline, a fault, a limit). */
  const failure = useRef<unknown>(undefined);

  const renew = useCallback(async () => {
    const current = slotRef.current;
    if (!current) return false;
    lastRenewal.current = Date.now();
    const attempt = (async () => {
      failure.current = undefined;
      try {
        const hold = await requestHold(current.id, type);
        // Paused meanwhile (the booking is being sent): the draft is the booking's now.
        if (pausedRef.current) return true;
        setExpiresAt(rememberHold(type, current, hold).expiresAt);
        setLost(undefined);
        return true;
      } catch (error) {
        const gone = error instanceof ApiError && (error.status === 409 || error.status === 404);
        if (gone && !pausedRef.current) setLost(error.message);
        if (!gone) failure.current = error;
        return false;
      }
    })();
    inFlight.current = attempt;
    return attempt;
  }, [type]);

  /**
   * The family's press on "Hold this date again". A date gone says so in the hold's line; any other
   * failure (offline, a fault, too many requests) is said too, rather than the button doing nothing.
   */
  const holdAgain = useCallback(async () => {
    if (await renew()) return;
    if (failure.current) toast.error(failureMessage(failure.current, t("booking.slots.holdFailed"), t));
  }, [renew, t]);

  /** Waits for a renewal on its way (the Confirm button's own press may have started one). */
  const settled = useCallback(async () => {
    await inFlight.current;
  }, []);

  const held = Boolean(expiresAt && new Date(expiresAt).getTime() > now);
  useEffect(() => {
    // Not while paused, nor once the date is gone: a renewal could only be refused again.
    if (!slot || !held || paused || lost) return;
    const onActivity = () => {
      if (Date.now() - lastRenewal.current > renewEveryMs) void renew();
    };
    const events = ["keydown", "pointerdown", "input"] as const;
    for (const event of events) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, onActivity);
    };
  }, [slot, held, paused, lost, renew]);

  let state: HoldState = { kind: "none" };
  if (lost) state = { kind: "lost", message: lost };
  else if (slot && expiresAt) {
    const secondsLeft = Math.max(0, Math.round((new Date(expiresAt).getTime() - now) / 1000));
    state = secondsLeft > 0 ? { kind: "held", secondsLeft } : { kind: "expired" };
  }
  return { state, renew, holdAgain, settled };
}
