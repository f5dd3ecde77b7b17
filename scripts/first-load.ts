/**
 * What a page's first load costs, measured the way a visitor meets it: Chromium opens the page on
 * the real server, with an empty cache, and nobody touches it. Every script the browser asks for
 * until the network has been idle for half a second counts (whether the page asked for it in its
 * HTML, imported it before hydrating, as the page's strings are, or loaded it later without being
 * asked, as a lazily loaded part of the page is), as the gzip -9 size of the built file it was served from, so the figure does not
 * depend on what the server happened to compress with.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export type FirstLoad = {
  /** Built files of the scripts asked for before React had hydrated the page. */
  beforeHydration: string[];
  /** Built files of every script asked for until the network was idle. */
  scripts: string[];
  stylesheets: string[];
  /** gzip -9 bytes of the page's inline scripts together (JSON-LD data blocks left out). */
  inlineScriptBytes: number;
};

const gzipSizes = new Map<string, number>();

/** gzip -9 size of a built file (cached: the same chunk serves many pages). */
export function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

export const totalGzip = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSize(file), 0);

/**
 * Opens `url` in `page` (a fresh context, so nothing is cached) and lists the files it loaded.
 * `root` is the built site (build/client); a script or stylesheet from anywhere else is an error,
 * because it could not be measured.
 */
export async function measureFirstLoad(page: Page, url: string, root: string): Promise<FirstLoad> {
  const origin = new URL(url).origin;
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const foreign: string[] = [];
  page.on("request", (request) => {
    const type = request.resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    const requested = new URL(request.url());
    if (requested.origin !== origin) return void foreign.push(request.url());
    const file = path.join(root, decodeURI(requested.pathname));
    const list = type === "script" ? scripts : stylesheets;
    if (!list.includes(file)) list.push(file);
  });
  const response = await page.goto(url);
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const beforeHydration = [...scripts];
  await page.waitForLoadState("networkidle");
  if (foreign.length > 0) throw new Error(`${url} loaded files from elsewhere: ${foreign.join(", ")}`);
  const html = await response.text();
  // Scripts the browser runs: a data block (a page's schema.org JSON-LD) is not JavaScript.
  const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\btype="application\/ld\+json"/i.test(match[1] ?? ""))
    .map((match) => match[2] ?? "")
    .join("\n");
  return {
    beforeHydration,
    scripts,
    stylesheets,
    inlineScriptBytes: inline ? gzipSync(inline, { level: 9 }).length : 0,
  };
}
