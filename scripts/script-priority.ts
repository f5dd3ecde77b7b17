/**
 * Pre-rendered public pages can be read before any script runs, so their scripts are fetched at
 * low priority: the text, the stylesheet and the fonts reach the screen first, and hydration
 * follows. React Router names the page's modules in `<link rel="modulepreload">` tags and has no
 * option for their priority, so the build adds `fetchpriority="low"` to the written HTML
 * (ADR 012). The shell of browser-rendered pages keeps the default: it shows nothing until its
 * scripts run.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const modulePreload = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)([^>]*?)\s*(\/?)>/g;

/** Adds `fetchpriority="low"` to every module preload link of a page that does not set one. */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(
    modulePreload,
    (_link, attributes: string, slash: string) =>
      `<link rel="modulepreload"${attributes} fetchpriority="low"${slash}>`,
  );
}

/** Rewrites the pre-rendered page for each of `pagePaths` (such as "/en/home") under `clientDir`. */
export function lowerPriorityInPrerenderedPages(clientDir: string, pagePaths: readonly string[]) {
  for (const pagePath of pagePaths) {
    const file = path.join(clientDir, pagePath, "index.html");
    const html = readFileSync(file, "utf8");
    const lowered = lowerModulePreloadPriority(html);
    if (lowered === html) throw new Error(`${file} names no module to preload`);
    writeFileSync(file, lowered);
  }
}
