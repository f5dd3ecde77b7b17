/**
 * The browser's strings in two parts per language (web/i18n/sections.ts says which sections are
 * members-only): `virtual:strings/{lang}/public` and `virtual:strings/{lang}/members`, cut from
 * web/i18n/{lang}.json, which stays the one file a translator edits.
 *
 * It also writes build/language-chunks.json after the client build: the chunks each language's
 * public pages import before they hydrate (their strings and the parish's content). Pre-rendering
 * names them in the page's <head> (web/entry.server.tsx), so the browser fetches them with the
 * page's other scripts instead of after running them.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { memberSections } from "../web/i18n/sections.ts";

const prefix = "virtual:strings/";
const resolvedPrefix = `\0${prefix}`;
export const languageChunksFile = "build/language-chunks.json";

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
      const strings = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      const picked = Object.fromEntries(
        Object.entries(strings).filter(
          ([section]) => memberSections.includes(section) === (part === "members"),
        ),
      );
      return `export default ${JSON.stringify(picked)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isDynamicEntry) continue;
        const id = chunk.facadeModuleId ?? "";
        const lang =
          /^\0virtual:strings\/([a-z]{2})\/public$/.exec(id)?.[1] ??
          /[\\/]web[\\/]content[\\/]parish\.([a-z]{2})\.ts$/.exec(id)?.[1];
        if (lang) chunks[lang] = [...(chunks[lang] ?? []), `/${chunk.fileName}`];
      }
      mkdirSync(path.join(root, path.dirname(languageChunksFile)), { recursive: true });
      writeFileSync(path.join(root, languageChunksFile), `${JSON.stringify(chunks, null, 2)}\n`);
    },
  };
}
