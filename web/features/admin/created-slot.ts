import type { AdminSlot, CreateSlotFormValues } from "../../../contracts/admin.ts";
import { londonDate, londonTime } from "../../../contracts/time.ts";

/** What the dashboard is told after a slot is created (history state). */
export type CreatedSlotState = { createdSlot: AdminSlot };

/** What the dashboard's "Create another like it" passes back to the form. */
export type SlotLike = Pick<CreateSlotFormValues, "type" | "durationMinutes" | "hour" | "minute">;

/** An existing slot as the create form's values (to change it in the form). */
export function slotFormValues(slot: AdminSlot): CreateSlotFormValues {
  const [hour = "11", minute = "00"] = londonTime(slot.datetime).split(":");
  return {
    type: slot.type,
    durationMinutes: slot.durationMinutes,
    date: londonDate(slot.datetime),
    hour,
    minute,
    overrideReason: slot.overrideReason ?? "",
  };
}

/** A slot's type, length and London time, to start another like it. */
export function likeSlot(slot: AdminSlot): { like: SlotLike } {
  const { type, durationMinutes, hour, minute } = slotFormValues(slot);
  return { like: { type, durationMinutes, hour, minute } };
}

/** The slot the create form reported, read back from history state (which may hold anything). */
export function createdSlot(state: unknown): AdminSlot | null {
  const slot = (state as Partial<CreatedSlotState> | null)?.createdSlot;
  return slot && typeof slot.datetime === "string" && typeof slot.durationMinutes === "number" ? slot : null;
}
