import { describe, expect, it } from "vitest";
import { formatLongDay } from "../features/programme/format.ts";
import { content as el } from "./privacy.el.ts";
import { content as en } from "./privacy.en.ts";

describe("privacy notice date", () => {
  it("is written out as the rest of the site formats dates, in both languages", () => {
    expect(en.lastUpdatedText).toBe(formatLongDay(en.lastUpdated, "en"));
    expect(el.lastUpdatedText).toBe(formatLongDay(el.lastUpdated, "el"));
  });
});
