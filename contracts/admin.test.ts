import { describe, expect, it } from "vitest";
import { createSlotFormSchema, recurringSlotsFormSchema, serviceFormSchema } from "./admin.ts";

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

// Office review: "10/01/2027" typed into a date field holding a date gave the year 27, and the
// programme saved a service in 1927 ("Service added."); the slot forms sent it to be refused with
// a toast that named no field.
describe("a year typed short in the office's date fields", () => {
  const year27 = "0027-11-10";
  it.each([
    [
      "Create Slot",
      createSlotFormSchema,
      { type: "wedding", durationMinutes: 30, date: year27, hour: "10", minute: "00" },
      "date",
    ],
    [
      "Recurring slots (first date)",
      recurringSlotsFormSchema,
      {
        type: "baptism",
        durationMinutes: 60,
        fromDate: year27,
        toDate: "2027-12-01",
        hour: "10",
        minute: "00",
        weekdays: ["6"],
      },
      "fromDate",
    ],
    [
      "Recurring slots (last date)",
      recurringSlotsFormSchema,
      {
        type: "baptism",
        durationMinutes: 60,
        fromDate: "2027-11-01",
        toDate: year27,
        hour: "10",
        minute: "00",
        weekdays: ["6"],
      },
      "toDate",
    ],
    [
      "Manage Programme",
      serviceFormSchema,
      {
        date: year27,
        hour: "10",
        minute: "00",
        serviceEn: "Vespers",
        serviceEl: "Εσπερινός",
        calendarEn: "",
        calendarEl: "",
        kind: "other",
        repeatWeeklyUntil: "",
      },
      "date",
    ],
  ] as const)("is refused at its field on %s", (_form, schema, values, field) => {
    const result = schema.safeParse(values);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: [field], message: "validation.dateRange" }),
    );
  });
});
