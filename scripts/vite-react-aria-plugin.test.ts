import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  greekCountAnnouncement,
  greekMends,
  mendGreekModule,
  reactAriaWordsForDevDeps,
} from "./vite-react-aria-plugin.ts";

/** The formatter react-aria hands its message functions, for Greek. */
const greek = {
  plural: (count: number, forms: Record<"one" | "other", () => string>) =>
    forms[new Intl.PluralRules("el").select(count) === "one" ? "one" : "other"](),
  number: (n: number) => new Intl.NumberFormat("el").format(n),
};

const reactAria = createRequire(import.meta.url)
  .resolve("react-aria/package.json")
  .replace(/package\.json$/, "");
/** The installed react-aria's Greek words of one module, as its source. */
const greekSource = (name: string) => readFileSync(`${reactAria}dist/private/intl/${name}/el-GR.mjs`, "utf8");
// biome-ignore lint/suspicious/noExplicitAny: a module's words are strings and message functions
const load = async (code: string): Promise<Record<string, any>> =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default;

describe("react-aria's Greek, mended in the build", () => {
  it("announces one country and many with the adjective agreeing, and one space", () => {
    expect(greekCountAnnouncement({ optionCount: 1 }, greek)).toBe("1 επιλογή διαθέσιμη.");
    expect(greekCountAnnouncement({ optionCount: 24 }, greek)).toBe("24 επιλογές διαθέσιμες.");
    expect(greekCountAnnouncement({ optionCount: 1250 }, greek)).toBe("1.250 επιλογές διαθέσιμες.");
  });

  it("mends the installed react-aria's country box, whose own words are what a screen reader would hear", async () => {
    const code = greekSource("combobox");
    const upstream = await load(code);
    // When react-aria's own Greek agrees, this fails: the mend can go.
    expect(upstream.countAnnouncement({ optionCount: 1 }, greek)).toBe("1 επιλογή διαθέσιμες.");

    const mended = await load(mendGreekModule(code, greekMends.combobox as Record<string, string>));
    expect(mended.countAnnouncement({ optionCount: 1 }, greek)).toBe("1 επιλογή διαθέσιμη.");
    expect(mended.countAnnouncement({ optionCount: 3 }, greek)).toBe("3 επιλογές διαθέσιμες.");
    // Its other words stay react-aria's.
    expect(mended.buttonLabel).toBe(upstream.buttonLabel);
    expect(Object.keys(mended)).toEqual(Object.keys(upstream));
  });

  it("names the hidden button that closes a popover «Κλείσιμο», not «Απόρριψη» like the office's Decline", async () => {
    const code = greekSource("overlays");
    expect((await load(code)).dismiss).toBe("Απόρριψη");
    expect((await load(mendGreekModule(code, greekMends.overlays as Record<string, string>))).dismiss).toBe(
      "Κλείσιμο",
    );
  });

  it("mends the same words in what `npm run dev` pre-bundles, and leaves other modules alone", async () => {
    const mend = reactAriaWordsForDevDeps().find((plugin) => plugin.name === "parish-react-aria-greek");
    const transform = mend?.transform as (code: string, id: string) => { code: string } | undefined;
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const overlays = `${reactAria}dist/private/intl/overlays/el-GR.mjs`;
    const mended = transform.call(context, readFileSync(overlays, "utf8"), overlays);
    expect((await load(mended?.code ?? "")).dismiss).toBe("Κλείσιμο");

    const english = `${reactAria}dist/private/intl/overlays/en-US.mjs`;
    expect(transform.call(context, readFileSync(english, "utf8"), english)).toBeUndefined();
  });

  it("stops the build when a module no longer has the shape it mends", () => {
    const mends = { countAnnouncement: "() => ``" };
    expect(() => mendGreekModule("export default { countAnnouncement: `x` };", mends)).toThrow(
      /changed shape/,
    );
    expect(() => mendGreekModule('var a = {"buttonLabel": ``}; export {a as default};', mends)).toThrow(
      /changed shape \(no countAnnouncement\)/,
    );
  });
});
