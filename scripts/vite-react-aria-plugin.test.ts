import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { greekCountAnnouncement, mendGreekCombobox } from "./vite-react-aria-plugin.ts";

/** The formatter react-aria hands its message functions, for Greek. */
const greek = {
  plural: (count: number, forms: Record<"one" | "other", () => string>) =>
    forms[new Intl.PluralRules("el").select(count) === "one" ? "one" : "other"](),
  number: (n: number) => new Intl.NumberFormat("el").format(n),
};

describe("react-aria's Greek combobox", () => {
  it("announces one country and many with the adjective agreeing, and one space", () => {
    expect(greekCountAnnouncement({ optionCount: 1 }, greek)).toBe("1 επιλογή διαθέσιμη.");
    expect(greekCountAnnouncement({ optionCount: 24 }, greek)).toBe("24 επιλογές διαθέσιμες.");
    expect(greekCountAnnouncement({ optionCount: 1250 }, greek)).toBe("1.250 επιλογές διαθέσιμες.");
  });

  it("mends the installed react-aria's module, whose own words are what a screen reader would hear", async () => {
    const file = createRequire(import.meta.url)
      .resolve("react-aria/package.json")
      .replace(/package\.json$/, "");
    const code = readFileSync(`${file}dist/private/intl/combobox/el-GR.mjs`, "utf8");
    const upstream = (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default;
    expect(upstream.countAnnouncement({ optionCount: 1 }, greek)).not.toBe("1 επιλογή διαθέσιμη.");

    const mended = (await import(`data:text/javascript,${encodeURIComponent(mendGreekCombobox(code))}`))
      .default;
    expect(mended.countAnnouncement({ optionCount: 1 }, greek)).toBe("1 επιλογή διαθέσιμη.");
    expect(mended.countAnnouncement({ optionCount: 3 }, greek)).toBe("3 επιλογές διαθέσιμες.");
    // Its other words stay react-aria's.
    expect(mended.buttonLabel).toBe(upstream.buttonLabel);
    expect(Object.keys(mended)).toEqual(Object.keys(upstream));
  });

  it("stops the build when react-aria's module no longer has the shape it mends", () => {
    expect(() => mendGreekCombobox("export default { buttonLabel: `x` };")).toThrow(/changed shape/);
    expect(() => mendGreekCombobox("var a = {}; export {a as default};")).toThrow(/changed shape/);
  });
});
