import { afterEach, describe, expect, it, vi } from "vitest";
import { stubSessionStorage } from "../test/session-storage.ts";
import { forgetInTab, keepInTab, keptInTab, keptRecently } from "./tab-storage.ts";

const stored = stubSessionStorage();
afterEach(() => vi.useRealTimers());

describe("what a page keeps on its tab", () => {
  it("comes back as it was kept until it is forgotten", () => {
    keepInTab("form", { at: 1, values: { firstName: "Ελένη" } });
    expect(keptInTab("form")).toEqual({ at: 1, values: { firstName: "Ελένη" } });
    forgetInTab("form");
    expect(keptInTab("form")).toBeUndefined();
  });

  it("counts a value that is not JSON (an older version's, a hand-edited one) as nothing, and forgets it", () => {
    stored.set("form", "{not json");
    expect(keptInTab("form")).toBeUndefined();
    expect(stored.has("form")).toBe(false);
  });

  it("does not stop the page when the browser refuses storage", () => {
    const refused = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const tab = window;
    vi.stubGlobal("window", { sessionStorage: { getItem: refused, setItem: refused, removeItem: refused } });
    try {
      expect(() => keepInTab("form", { values: {} })).not.toThrow();
      expect(keptInTab("form")).toBeUndefined();
      expect(() => forgetInTab("form")).not.toThrow();
    } finally {
      vi.stubGlobal("window", tab);
    }
  });

  it("is recent only within its age, whichever way the clock was moved", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") });
    const at = Date.now();
    expect(keptRecently(at, 60_000)).toBe(true);
    vi.setSystemTime(new Date("2026-11-28T10:01:00Z"));
    expect(keptRecently(at, 60_000)).toBe(false);
    vi.setSystemTime(new Date("2026-11-28T09:58:00Z"));
    expect(keptRecently(at, 60_000)).toBe(false);
    expect(keptRecently("10:00", 60_000)).toBe(false);
  });
});
