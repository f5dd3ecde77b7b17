import { afterEach, describe, expect, it, vi } from "vitest";
import { stubSessionStorage } from "../../test/session-storage.ts";
import { forgetDrafts } from "../booking/draft.ts";
import { forgetProfileEdit, keepProfileEdit, keptProfileEdit } from "./kept-profile-edit.ts";

const stored = stubSessionStorage();
afterEach(() => vi.useRealTimers());

const change = { firstName: "Marianna", lastName: "Georgiou", language: "el" } as const;

describe("a profile change the session's end kept from being saved", () => {
  it("is given back to the account that made it until it is saved or cancelled", () => {
    keepProfileEdit("maria", change);
    expect(keptProfileEdit("maria")).toEqual(change);
    // A reload of the page before Save finds it again.
    expect(keptProfileEdit("maria")).toEqual(change);
    forgetProfileEdit();
    expect(keptProfileEdit("maria")).toBeUndefined();
  });

  it("is never given to another account logging in on the tab, nor kept for it", () => {
    keepProfileEdit("maria", change);
    expect(keptProfileEdit("nikos")).toBeUndefined();
    expect(keptProfileEdit("maria")).toBeUndefined();
  });

  it("is not given back after an hour", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") });
    keepProfileEdit("maria", change);
    vi.setSystemTime(new Date("2026-11-28T11:00:01Z"));
    expect(keptProfileEdit("maria")).toBeUndefined();
  });

  it("is forgotten at logout with the booking forms", () => {
    keepProfileEdit("maria", change);
    forgetDrafts();
    expect(keptProfileEdit("maria")).toBeUndefined();
  });

  it("gives back only the form's own fields as text, and a language the site has", () => {
    stored.set(
      "profile-edit:kept",
      JSON.stringify({
        userId: "maria",
        at: Date.now(),
        values: { firstName: "Marianna", lastName: 7, language: "fr", role: "admin" },
      }),
    );
    expect(keptProfileEdit("maria")).toEqual({ firstName: "Marianna" });
    stored.set("profile-edit:kept", "{not json");
    expect(keptProfileEdit("maria")).toBeUndefined();
  });
});
