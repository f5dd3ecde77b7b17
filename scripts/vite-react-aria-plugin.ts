/**
 * react-aria as the browser's build ships it to the booking forms, the account menu and the
 * office's pages (ADR 026). Its own words (a combobox's "24 options available", a popover's hidden
 * "Dismiss" button):
 * - English and Greek only. react-aria ships its words in 34 languages with every component;
 *   @react-aria/optimize-locales-plugin resolves the other 32 to an empty module.
 * - Natural Greek where react-aria's is wrong (`greekMends`). The build stops if one of the modules
 *   no longer has the shape this relies on, rather than shipping its words unmended.
 * And its dates: the Gregorian calendar alone (`gregorianOnly`), not nine calendar systems.
 * Pre-rendering keeps react-aria as it is: it never speaks these words nor draws a date field.
 */
import { fileURLToPath } from "node:url";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import type { Plugin, Rolldown } from "vite";
import { languages } from "../contracts/language.ts";

type RolldownPlugin = Rolldown.Plugin;

/** The site's languages: react-aria's words in any other are left out. */
const locales = [...languages];

/** The announcement's formatter, as react-aria's message functions receive it. */
type Formatter = {
  plural(count: number, forms: Record<"one" | "other", () => string>): string;
  number(n: number): string;
};

/**
 * What a screen reader hears as the Greek country box's list changes length. react-aria's says
 * «1 επιλογή διαθέσιμες» (the adjective in the plural) and «24 επιλογές  διαθέσιμες» (two spaces).
 */
export function greekCountAnnouncement(args: { optionCount: number }, formatter: Formatter): string {
  const count = formatter.number(args.optionCount);
  return formatter.plural(args.optionCount, {
    one: () => `${count} επιλογή διαθέσιμη.`,
    other: () => `${count} επιλογές διαθέσιμες.`,
  });
}

/**
 * The Greek words replaced, by react-aria's module (dist/private/intl/{module}/el-GR.mjs) and key:
 * JavaScript expressions, as the modules hold strings and message functions.
 */
export const greekMends: Record<string, Record<string, string>> = {
  combobox: { countAnnouncement: greekCountAnnouncement.toString() },
  // The hidden button that closes a popover (a date's calendar, the account menu) or a dialog for
  // a screen reader: «Απόρριψη» is "rejection", what the office's Decline button says.
  overlays: { dismiss: JSON.stringify("Κλείσιμο") },
};

const greekModule = /[\\/]react-aria[\\/]dist[\\/]private[\\/]intl[\\/]([\w-]+)[\\/]el-GR\.mjs$/;

/**
 * One of react-aria's Greek modules with the words of `mends` replaced; throws when the module no
 * longer has the shape this relies on (one default export holding every key replaced).
 */
export function mendGreekModule(code: string, mends: Record<string, string>): string {
  const exported = /export\s*\{\s*([\w$]+)\s+as\s+default\s*\}/.exec(code);
  const missing = Object.keys(mends).filter((key) => !code.includes(`"${key}":`));
  if (!exported || missing.length > 0) {
    throw new Error(
      `react-aria's Greek words changed shape${missing.length ? ` (no ${missing.join(", ")})` : ""}; see scripts/vite-react-aria-plugin.ts`,
    );
  }
  const assignments = Object.entries(mends).map(
    ([key, value]) => `${exported[1]}[${JSON.stringify(key)}] = ${value};\n`,
  );
  return code.replace(exported[0], `${assignments.join("")}${exported[0]}`);
}

/** `transform` for react-aria's Greek modules: the module mended, or undefined for any other. */
function mendGreek(this: { error(message: string): never }, code: string, id: string) {
  const name = greekModule.exec(id)?.[1];
  if (!name || !Object.hasOwn(greekMends, name)) return undefined;
  try {
    return { code: mendGreekModule(code, greekMends[name] as Record<string, string>), map: null };
  } catch (error) {
    return this.error(`${(error as Error).message} (${id})`);
  }
}

function greekMended(): Plugin {
  return {
    name: "parish-react-aria-greek",
    apply: "build",
    transform(code, id, options) {
      return options?.ssr ? undefined : mendGreek.call(this, code, id);
    },
  };
}

const gregorianOnlyModule = fileURLToPath(
  new URL("../web/components/forms/gregorian-only.ts", import.meta.url),
);
const reactAriaModule = /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately)[\\/]/;

/**
 * react-aria's imports of @internationalized/date, in the browser's build, resolved to
 * `gregorian-only.ts`: the library with a `createCalendar` that knows the Gregorian calendar alone.
 */
function gregorianOnly(): Plugin {
  return {
    name: "parish-react-aria-gregorian-only",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== "@internationalized/date" || options?.ssr) return null;
      return importer && reactAriaModule.test(importer) ? gregorianOnlyModule : null;
    },
  };
}

/**
 * The same words for `npm run dev`, whose server pre-bundles react-aria (`optimizeDeps`) without the
 * build's plugins: English and Greek only, mended. Not the Gregorian calendar alone, which only
 * makes the build smaller (and would give the pre-bundle a copy of @internationalized/date of its own).
 */
export function reactAriaWordsForDevDeps(): RolldownPlugin[] {
  return [
    optimizeLocales.rolldown({ locales }) as RolldownPlugin,
    { name: "parish-react-aria-greek", transform: mendGreek },
  ];
}

export function reactAriaForBrowsers(): Plugin[] {
  return [optimizeLocales.vite({ locales }) as Plugin, greekMended(), gregorianOnly()];
}
