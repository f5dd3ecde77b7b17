/**
 * react-aria's own words (a combobox's "24 options available", a date field's "day"), as the
 * booking forms and the office's pages use them in the browser's build:
 * - English and Greek only. react-aria ships its words in 34 languages with every component;
 *   @react-aria/optimize-locales-plugin resolves the other 32 to an empty module (ADR 026).
 * - Greek that agrees with its count. react-aria's Greek combobox announces «1 επιλογή διαθέσιμες»
 *   (the adjective in the plural) and «24 επιλογές  διαθέσιμες» (with two spaces); here it says
 *   «1 επιλογή διαθέσιμη.» and «24 επιλογές διαθέσιμες.». The build stops if react-aria's module
 *   no longer has the shape this relies on, rather than shipping its words unmended.
 * Pre-rendering keeps react-aria as it is: these words are only ever spoken in the browser.
 */
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import type { Plugin } from "vite";

const greekCombobox = /[\\/]react-aria[\\/]dist[\\/]private[\\/]intl[\\/]combobox[\\/]el-GR\.mjs$/;

/** The announcement's formatter, as react-aria's message functions receive it. */
type Formatter = {
  plural(count: number, forms: Record<"one" | "other", () => string>): string;
  number(n: number): string;
};

/** What a screen reader hears as the Greek country box's list changes length. */
export function greekCountAnnouncement(args: { optionCount: number }, formatter: Formatter): string {
  const count = formatter.number(args.optionCount);
  return formatter.plural(args.optionCount, {
    one: () => `${count} επιλογή διαθέσιμη.`,
    other: () => `${count} επιλογές διαθέσιμες.`,
  });
}

/**
 * react-aria's Greek combobox module with its count announcement replaced; throws when the module
 * no longer has the shape this relies on.
 */
export function mendGreekCombobox(code: string): string {
  const exported = /export\s*\{\s*([\w$]+)\s+as\s+default\s*\}/.exec(code);
  if (!exported || !code.includes('"countAnnouncement"')) {
    throw new Error("react-aria's Greek combobox words changed shape; see scripts/vite-react-aria-plugin.ts");
  }
  const mended = `${exported[1]}.countAnnouncement = ${greekCountAnnouncement.toString()};\n`;
  return code.replace(exported[0], `${mended}${exported[0]}`);
}

function greekComboboxMended(): Plugin {
  return {
    name: "parish-react-aria-greek",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || !greekCombobox.test(id)) return undefined;
      try {
        return { code: mendGreekCombobox(code), map: null };
      } catch (error) {
        return this.error(`${(error as Error).message} (${id})`);
      }
    },
  };
}

export function reactAriaWords(): Plugin[] {
  return [optimizeLocales.vite({ locales: ["en", "el"] }) as Plugin, greekComboboxMended()];
}
