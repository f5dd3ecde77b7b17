import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./script-priority.ts";

describe("lowerModulePreloadPriority", () => {
  it("asks for every preloaded module at low priority and keeps its attributes", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      '<link rel="modulepreload" href="/assets/root-2.js" crossorigin="anonymous"></head>';
    expect(lowerModulePreloadPriority(html)).toBe(
      '<head><link rel="modulepreload" href="/assets/entry.client-1.js" fetchpriority="low"/>' +
        '<link rel="modulepreload" href="/assets/root-2.js" crossorigin="anonymous" fetchpriority="low"></head>',
    );
  });

  it("leaves stylesheets, images and a module with a priority of its own as they are", () => {
    const html =
      '<link rel="stylesheet" href="/assets/root.css"/>' +
      '<link rel="preload" as="image" href="/images/hero.avif" fetchpriority="high"/>' +
      '<link rel="modulepreload" href="/assets/a.js" fetchpriority="high"/>';
    expect(lowerModulePreloadPriority(html)).toBe(html);
  });
});
