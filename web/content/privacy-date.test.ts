import { describe, expect, it } from "vitest";
import { formatLongDay } from "../features/programme/format.ts";
import { content as el } from "./parish.el.ts";
import { content as en } from "./parish.en.ts";

describe("privacy notice date", () => {
  it("is written out as the rest of the site formats dates, in both languages", () => {
    expect(en.privacy.lastUpdatedText).toBe(formatLongDay(en.privacy.lastUpdated, "en"));
    expect(el.privacy.lastUpdatedText).toBe(formatLongDay(el.privacy.lastUpdated, "el"));
  });
});
