import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./static-site.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("a page's Content-Security-Policy", () => {
  it("allows the page's inline boot script by its hash and leaves its JSON-LD data block out", () => {
    const boot = "window.__reactRouterContext = {};";
    const data = '{"@context":"https://schema.org","@type":"Church"}';
    const policy = contentSecurityPolicy(
      `<head><script type="application/ld+json">${data}</script></head><body><script>${boot}</script></body>`,
    );
    expect(policy).toContain(`script-src 'self' ${sha256(boot)}`);
    expect(policy).not.toContain(sha256(data));
  });
});
