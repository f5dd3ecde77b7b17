/**
 * React Router writes one shell for the pages drawn in the browser (account, booking, admin), in
 * English: `<html lang="en">` and the parish's English name as its title. A Greek address served
 * that shell was announced as English, and named in English, until its script ran. The build
 * writes a copy for each other language beside it (`el/index.html`), which the server sends to
 * that language's addresses (static-site.ts); `HydrateFallback` in web/root.tsx renders the same.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Language, languages } from "../contracts/language.ts";
import { shellFileOf } from "../server/build-info.ts";
import { PARISH_NAMES } from "../web/content/parish-shared.ts";

/** The English shell as `language` would have it; throws if the shell is not as built. */
export function shellIn(html: string, language: Language): string {
  const replacements: [string, string][] = [
    ['<html lang="en"', `<html lang="${language}"`],
    [`<title>${PARISH_NAMES.en.name}</title>`, `<title>${PARISH_NAMES[language].name}</title>`],
  ];
  return replacements.reduce((text, [from, to]) => {
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`the shell has not exactly one ${from}`);
    return text.replace(from, to);
  }, html);
}

/** Writes each language's shell beside the English one under `clientDir`. */
export function writeLanguageShells(clientDir: string) {
  const html = readFileSync(path.join(clientDir, shellFileOf("en")), "utf8");
  for (const language of languages) {
    if (language !== "en")
      writeFileSync(path.join(clientDir, shellFileOf(language)), shellIn(html, language));
  }
}
