import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { createSlotFormSchema, serviceFormSchema } from "../../../contracts/admin.ts";
import { z } from "../../../contracts/zod.ts";
import el from "../../i18n/el.json" with { type: "json" };
import en from "../../i18n/en.json" with { type: "json" };
import { localizedZodResolver } from "./use-zod-form.ts";

const strings = i18next.createInstance();
void strings.init({
  initAsync: false,
  resources: { en: { translation: en }, el: { translation: el } },
  interpolation: { escapeValue: false },
});

/** The message a form shows under `field` for `values`, in `language`. */
async function messageFor(
  schema: Parameters<typeof localizedZodResolver>[0],
  values: Record<string, unknown>,
  field: string,
  language: "en" | "el",
) {
  const resolve = localizedZodResolver(schema, strings.getFixedT(language));
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return (result.errors as Record<string, { message?: string }>)[field]?.message;
}

const service = {
  date: "2027-03-01",
  hour: "10",
  minute: "00",
  serviceEn: "Divine Liturgy",
  serviceEl: "Θεία Λειτουργία",
  calendarEn: "",
  calendarEl: "",
  kind: "liturgy",
  repeatWeeklyUntil: "",
};

describe("the forms' length messages", () => {
  it("say how many characters were entered, in English and Greek", async () => {
    expect(
      await messageFor(serviceFormSchema, { ...service, serviceEn: "a".repeat(301) }, "serviceEn", "en"),
    ).toBe("Maximum 300 characters allowed. (You entered 301)");
    expect(
      await messageFor(serviceFormSchema, { ...service, calendarEl: "α".repeat(340) }, "calendarEl", "el"),
    ).toBe("Επιτρέπονται έως 300 χαρακτήρες. (Έχετε εισαγάγει 340)");
    const slot = { type: "baptism", durationMinutes: "60", date: "2027-03-01", hour: "11", minute: "00" };
    expect(
      await messageFor(
        createSlotFormSchema,
        { ...slot, overrideReason: "x".repeat(1080) },
        "overrideReason",
        "el",
      ),
    ).toBe("Επιτρέπονται έως 1000 χαρακτήρες. (Έχετε εισαγάγει 1080)");
    const code = z.object({ code: z.string().min(4) });
    expect(await messageFor(code, { code: "ab" }, "code", "en")).toBe(
      "Minimum 4 characters required. (You entered 2)",
    );
  });
});
