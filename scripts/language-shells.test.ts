import { describe, expect, it } from "vitest";
import { shellIn } from "./language-shells.ts";

const fontPreload = (file: string) =>
  `<link rel="preload" href="/assets/${file}.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>`;
const latin = fontPreload("noto-sans-latin-400-normal-BTkUljjl");
const greekFonts =
  fontPreload("noto-sans-greek-400-normal-DCESwnT1") + fontPreload("noto-serif-greek-600-normal-DBvOifPv");

const built =
  '<!DOCTYPE html><html lang="en" data-theme="light"><head><meta charSet="utf-8"/>' +
  `${latin}<title>St Nicholas Greek Orthodox Church, Enfield</title></head>` +
  '<body><span class="sr-only">Loading… / Φόρτωση…</span><script>window.__boot = {}</script></body></html>';

/** A Greek page the same build pre-rendered: root.tsx preloads the Greek faces after the Latin one. */
const greekPage =
  '<!DOCTYPE html><html lang="el" data-theme="light"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/images/hero-church.svg" fetchPriority="high"/>' +
  `${latin}${greekFonts}<title>Αρχική | Ιερός Ναός Αγίου Νικολάου</title></head>` +
  "<body><h1>Αρχική</h1></body></html>";

describe("the shell of the pages drawn in the browser, in Greek", () => {
  it("is announced as Greek and named in Greek, its scripts untouched", () => {
    const greek = shellIn(built, "el", greekPage);
    expect(greek).toContain('<html lang="el" data-theme="light">');
    expect(greek).toContain("<title>Ιερός Ναός Αγίου Νικολάου, Ένφιλντ</title>");
    expect(greek).not.toContain("St Nicholas");
    // The inline script is what the Content-Security-Policy's hash allows: byte for byte the same.
    expect(greek).toContain("<script>window.__boot = {}</script>");
  });

  // A Greek member page fetched its Greek faces only once its styles asked for them, and
  // its text and headings were redrawn when they came; a pre-rendered Greek page preloads them.
  it("preloads the fonts a pre-rendered Greek page preloads, once each, and nothing of the page's own", () => {
    const greek = shellIn(built, "el", greekPage);
    expect(greek).toContain(`<meta charSet="utf-8"/>${latin}${greekFonts}<title>`);
    expect(greek.split(latin)).toHaveLength(2);
    expect(greek).not.toContain("hero-church");
  });

  it("stops the build when the shell is not as it was built, rather than send it half-translated", () => {
    expect(() => shellIn(built.replace("<title>", "<title data-x>"), "el", greekPage)).toThrow(/title/);
    expect(() => shellIn(built.replace('lang="en"', 'lang="en-GB"'), "el", greekPage)).toThrow(/lang/);
  });

  it("stops the build when it cannot tell which fonts the Greek pages preload", () => {
    expect(() => shellIn(built, "el", greekPage.replaceAll('as="font"', 'as="style"'))).toThrow(/font/);
    expect(() => shellIn(built.replace(latin, ""), "el", greekPage)).toThrow(/font/);
  });
});
