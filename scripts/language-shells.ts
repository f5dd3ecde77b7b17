/**
 * React Router writes one shell for the pages drawn in the browser (account, booking, admin), in
 * English: `<html lang="en">`, the parish's English name as its title, and the fonts an English
 * page preloads. A Greek address served that shell was announced as English, and named in English,
 * until its script ran, and its Greek faces came late (web/root.tsx preloads them on Greek pages
 * only). The build writes a copy for each other language beside it (`el/index.html`), which the
 * server sends to that language's addresses (static-site.ts); `HydrateFallback` in web/root.tsx
 * renders the same.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Language, languages } from "../contracts/language.ts";
import { shellFileOf } from "../server/build-info.ts";
import { PARISH_NAMES } from "../web/content/parish-shared.ts";

/**
 * The `<link rel="preload" as="font">` tags of a page's head, by the address they fetch: read from
 * the built HTML, since the fonts' file names carry the build's hashes.
 */
function fontPreloads(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = (head.match(/<link\b[^>]*>/g) ?? []).filter(
    (tag) => tag.includes('rel="preload"') && tag.includes('as="font"'),
  );
  return new Map(tags.map((tag) => [/\bhref="([^"]+)"/.exec(tag)?.[1] ?? tag, tag]));
}

/**
 * The English shell as `language` would have it; throws if the shell is not as built. `page` is a
 * page in `language` that the same build pre-rendered: the fonts it preloads and the shell does not
 * are preloaded after the shell's own, where root.tsx puts them.
 */
export function shellIn(html: string, language: Language, page: string): string {
  const shellFonts = fontPreloads(html);
  const pageFonts = fontPreloads(page);
  // Neither has none: an empty list means their tags are no longer written as this reads them.
  const lastShellFont = [...shellFonts.values()].at(-1);
  if (!lastShellFont) throw new Error("the shell preloads no font");
  if (pageFonts.size === 0) throw new Error(`the pre-rendered ${language} page preloads no font`);
  const fontsOfLanguage = [...pageFonts].filter(([href]) => !shellFonts.has(href)).map(([, tag]) => tag);
  const replacements: [string, string][] = [
    ['<html lang="en"', `<html lang="${language}"`],
    [`<title>${PARISH_NAMES.en.name}</title>`, `<title>${PARISH_NAMES[language].name}</title>`],
    [lastShellFont, lastShellFont + fontsOfLanguage.join("")],
  ];
  return replacements.reduce((text, [from, to]) => {
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`the shell has not exactly one ${from}`);
    return text.replace(from, to);
  }, html);
}

/**
 * Writes each language's shell beside the English one under `clientDir`, once the public pages
 * are pre-rendered there: each language's home page says which fonts that language preloads.
 */
export function writeLanguageShells(clientDir: string) {
  const html = readFileSync(path.join(clientDir, shellFileOf("en")), "utf8");
  for (const language of languages) {
    if (language === "en") continue;
    const home = readFileSync(path.join(clientDir, language, "home", "index.html"), "utf8");
    writeFileSync(path.join(clientDir, shellFileOf(language)), shellIn(html, language, home));
  }
}
