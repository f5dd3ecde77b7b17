import { afterEach, vi } from "vitest";

/**
 * A tab's session storage for tests of what the browser keeps between pages (the booking drafts,
 * a profile change kept across a login), emptied after each test. Returns the stored entries.
 */
export function stubSessionStorage(): Map<string, string> {
  const stored = new Map<string, string>();
  vi.stubGlobal("window", {
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
  afterEach(() => stored.clear());
  return stored;
}
