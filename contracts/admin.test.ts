import { describe, expect, it } from "vitest";
import { createSlotFormSchema, serviceFormSchema } from "./admin.ts";

describe("the Create Slot form", () => {
  const values = { type: "wedding", durationMinutes: 30, date: "2027-03-28", hour: "01", minute: "30" };

  it("refuses a time London's clocks skip, on the time field, instead of creating the slot an hour later", () => {
    const result = createSlotFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["hour"], message: "slotRules.timeSkipped" }),
    ]);
  });

  it("accepts the same time on another day", () => {
    expect(createSlotFormSchema.safeParse({ ...values, date: "2027-03-21" }).success).toBe(true);
  });
});

// Office review: a service at 01:30 on 28 March 2027 was saved as 02:30 with "Service added.",
// and the public programme showed an hour the office never typed.
describe("the Manage Programme form", () => {
  const values = {
    date: "2027-03-28",
    hour: "01",
    minute: "30",
    serviceEn: "Vigil",
    serviceEl: "Αγρυπνία",
    calendarEn: "",
    calendarEl: "",
    kind: "other",
    repeatWeeklyUntil: "",
  };

  it("refuses a time London's clocks skip, on the time field", () => {
    const result = serviceFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["hour"], message: "slotRules.timeSkipped" }),
    ]);
    expect(serviceFormSchema.safeParse({ ...values, date: "2027-03-21" }).success).toBe(true);
  });
});
