/**
 * The first-load budget of every pre-rendered public page, read from the build output (run after
 * `npm run build`): the JavaScript it loads (script src, modulepreload links and their static
 * imports, plus inline scripts) and the CSS (stylesheet links), each summed as gzip.
 *
 * Exits 1, with the sizes printed, when CSS is over 20 KB, a page is not pre-rendered, or a page's
 * JavaScript grew more than 2 KB over its recorded size in first-load-baseline.json (the issue's
 * 90 KB goal is below what React DOM, React Router and i18next weigh on their own, see ADR 007, so
 * the recorded sizes are what CI holds; `--update` records smaller sizes after a reduction).
 * `--goal` fails on the 90 KB goal itself.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { languages } from "../contracts/language.ts";
import { publicPages } from "../contracts/paths.ts";

const { values } = parseArgs({
  options: {
    root: { type: "string", default: "build/client" },
    update: { type: "boolean", default: false },
    goal: { type: "boolean", default: false },
  },
});
const root = path.resolve(values.root);
export const budgets = { jsKb: 90, cssKb: 20 };
/** How much a page's JavaScript may grow over its recorded size before CI fails. */
const toleranceKb = 2;
const baselineFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "first-load-baseline.json");
const baseline: Record<string, number> = existsSync(baselineFile)
  ? JSON.parse(readFileSync(baselineFile, "utf8"))
  : {};
// A new page is held to the largest recorded page until its own size is recorded.
const largestRecorded = Math.max(0, ...Object.values(baseline));

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const assetPath = (href: string) => path.join(root, decodeURI(href.split(/[?#]/)[0] ?? ""));

/** A module and everything it statically imports (a missing modulepreload still loads). */
function withStaticImports(file: string, seen: Set<string>) {
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    withStaticImports(path.resolve(path.dirname(file), match[1] ?? ""), seen);
  }
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];

type PageSize = { page: string; js: number; inlineJs: number; css: number; files: number };

function measure(lang: string, page: string): PageSize | undefined {
  const htmlFile = path.join(root, lang, page, "index.html");
  if (!existsSync(htmlFile)) return undefined;
  const html = readFileSync(htmlFile, "utf8");
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const src = tag.toLowerCase().startsWith("<script") ? attribute(tag, "src") : undefined;
    const href = attribute(tag, "href");
    if (src?.startsWith("/")) withStaticImports(assetPath(src), scripts);
    if (rel === "modulepreload" && href?.startsWith("/")) withStaticImports(assetPath(href), scripts);
    if (rel === "stylesheet" && href?.startsWith("/")) styles.add(assetPath(href));
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? "")
    .join("\n");
  for (const file of html.matchAll(/@import\s+url\(["']?(\/[^"')]+)/g)) styles.add(assetPath(file[1] ?? ""));
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return {
    page: `/${lang}/${page}`,
    js: sum(scripts),
    inlineJs: inline ? gzipSync(inline, { level: 9 }).length : 0,
    css: sum(styles),
    files: scripts.size + styles.size,
  };
}

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: string[] = [];
const failures: string[] = [];
const measured: Record<string, number> = {};
for (const lang of languages) {
  for (const page of publicPages) {
    const size = measure(lang, page);
    if (!size) {
      failures.push(`/${lang}/${page}: not pre-rendered`);
      rows.push(`${`/${lang}/${page}`.padEnd(22)} ${"missing".padStart(10)}`);
      continue;
    }
    const js = size.js + size.inlineJs;
    const jsKb = Number(kb(js));
    measured[size.page] = jsKb;
    const recorded = baseline[size.page] ?? largestRecorded;
    const overGoal = js > budgets.jsKb * 1024;
    const over = [
      recorded && jsKb > recorded + toleranceKb
        ? `JS ${kb(js)} KB grew over its recorded ${recorded} KB (+${toleranceKb} KB allowed)`
        : "",
      values.goal && overGoal ? `JS ${kb(js)} KB > ${budgets.jsKb} KB` : "",
      size.css > budgets.cssKb * 1024 ? `CSS ${kb(size.css)} KB > ${budgets.cssKb} KB` : "",
    ].filter(Boolean);
    if (over.length > 0) failures.push(`${size.page}: ${over.join(", ")}`);
    rows.push(
      [
        size.page.padEnd(22),
        kb(size.js).padStart(10),
        kb(size.inlineJs).padStart(10),
        kb(js).padStart(10),
        kb(size.css).padStart(10),
        String(size.files).padStart(6),
        over.length > 0 ? "  FAIL" : overGoal ? "  over the 90 KB goal" : "  ok",
      ].join(" "),
    );
  }
}

console.info(
  `First-load sizes (gzip -9). Goal: JS <= ${budgets.jsKb} KB, CSS <= ${budgets.cssKb} KB. ` +
    `Held: CSS <= ${budgets.cssKb} KB, JS <= recorded + ${toleranceKb} KB (${path.basename(baselineFile)})\n`,
);
console.info(
  [
    "page".padEnd(22),
    "JS files".padStart(10),
    "inline JS".padStart(10),
    "JS total".padStart(10),
    "CSS".padStart(10),
    "files".padStart(6),
  ].join(" "),
);
for (const row of rows) console.info(row);
if (values.update) {
  writeFileSync(baselineFile, `${JSON.stringify(measured, null, 2)}\n`);
  console.info(`\nRecorded these sizes in ${path.relative(process.cwd(), baselineFile)}.`);
}
if (failures.length > 0) {
  console.error(`\nBudget broken on ${failures.length} page(s):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
const overGoal = Object.values(measured).filter((size) => size > budgets.jsKb).length;
console.info(
  overGoal > 0
    ? `\nNo page grew; ${overGoal} page(s) are over the ${budgets.jsKb} KB goal (ADR 007).`
    : "\nEvery page is within budget.",
);
