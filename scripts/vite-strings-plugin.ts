/**
 * The browser's strings in parts per language (web/i18n/sections.ts says which sections go where):
 * `virtual:strings/{lang}/public` for every page, `…/members` for the account, booking and admin
 * pages, `…/office` for the admin pages alone, and `…/programme` and `…/contact` for the public
 * pages that need them; cut from
 * web/i18n/{lang}.json, which stays the one file a translator edits.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import {
  memberSections,
  officeSections,
  type PageStrings,
  pageSections,
  serverSections,
} from "../web/i18n/sections.ts";

const prefix = "virtual:strings/";
const resolvedPrefix = `\0${prefix}`;

export type StringsPart = "public" | "members" | "office" | PageStrings;
const isPart = (part: string | undefined): part is StringsPart =>
  part === "public" || part === "members" || part === "office" || Object.hasOwn(pageSections, part ?? "");
const partOfPages = (section: string) =>
  Object.values(pageSections).some((sections) => (sections as readonly string[]).includes(section));

/** The sections of one language's strings that the browser's `part` holds. */
export function browserStrings(strings: Record<string, unknown>, part: StringsPart): Record<string, unknown> {
  const entries = Object.entries(strings).filter(([section]) => !serverSections.includes(section));
  if (part === "office")
    return Object.fromEntries(entries.filter(([section]) => officeSections.includes(section)));
  if (part === "members") {
    return Object.fromEntries(
      entries.filter(
        ([section]) =>
          (memberSections.includes(section) && !officeSections.includes(section)) || partOfPages(section),
      ),
    );
  }
  if (part !== "public") {
    const sections: readonly string[] = pageSections[part];
    return Object.fromEntries(entries.filter(([section]) => sections.includes(section)));
  }
  return Object.fromEntries(
    entries
      .filter(([section]) => !memberSections.includes(section))
      .flatMap(([section, value]): [string, unknown][] => {
        if (!partOfPages(section)) return [[section, value]];
        // Only its title: the page's meta reads it before the page's own words arrive.
        const title = (value as { title?: unknown }).title;
        return title === undefined ? [] : [[section, { title }]];
      }),
  );
}

export function stringsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "parish-strings",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const [lang, part] = id.slice(resolvedPrefix.length).split("/");
      if (!/^[a-z]{2}$/.test(lang ?? "") || !isPart(part)) {
        return this.error(`unknown strings module ${id.slice(1)}`);
      }
      const file = path.join(root, "web/i18n", `${lang}.json`);
      this.addWatchFile(file);
      const picked = browserStrings(JSON.parse(readFileSync(file, "utf8")), part);
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
