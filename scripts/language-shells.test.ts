import { describe, expect, it } from "vitest";
import { shellIn } from "./language-shells.ts";

const built =
  '<!DOCTYPE html><html lang="en" data-theme="light"><head><meta charSet="utf-8"/>' +
  "<title>St Nicholas Greek Orthodox Church, Enfield</title></head>" +
  '<body><span class="sr-only">Loading… / Φόρτωση…</span><script>window.__boot = {}</script></body></html>';

describe("the shell of the pages drawn in the browser, in Greek", () => {
  it("is announced as Greek and named in Greek, its scripts untouched", () => {
    const greek = shellIn(built, "el");
    expect(greek).toContain('<html lang="el" data-theme="light">');
    expect(greek).toContain("<title>Ιερός Ναός Αγίου Νικολάου, Ένφιλντ</title>");
    expect(greek).not.toContain("St Nicholas");
    // The inline script is what the Content-Security-Policy's hash allows: byte for byte the same.
    expect(greek).toContain("<script>window.__boot = {}</script>");
  });

  it("stops the build when the shell is not as it was built, rather than send it half-translated", () => {
    expect(() => shellIn(built.replace("<title>", "<title data-x>"), "el")).toThrow(/title/);
    expect(() => shellIn(built.replace('lang="en"', 'lang="en-GB"'), "el")).toThrow(/lang/);
  });
});
