/**
 * The browser's strings in two parts per language (web/i18n/sections.ts says which sections are
 * members-only): `virtual:strings/{lang}/public` and `virtual:strings/{lang}/members`, cut from
 * web/i18n/{lang}.json, which stays the one file a translator edits.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { memberSections, serverSections } from "../web/i18n/sections.ts";

const prefix = "virtual:strings/";
const resolvedPrefix = `\0${prefix}`;

/** The sections of one language's strings that the browser's `public` or `members` part holds. */
export function browserStrings(strings: Record<string, unknown>, part: "public" | "members") {
  return Object.fromEntries(
    Object.entries(strings).filter(
      ([section]) =>
        !serverSections.includes(section) && memberSections.includes(section) === (part === "members"),
    ),
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
      if (!/^[a-z]{2}$/.test(lang ?? "") || (part !== "public" && part !== "members")) {
        this.error(`unknown strings module ${id.slice(1)}`);
      }
      const file = path.join(root, "web/i18n", `${lang}.json`);
      this.addWatchFile(file);
      const picked = browserStrings(JSON.parse(readFileSync(file, "utf8")), part);
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
