import { describe, expect, it } from "vitest";
import { stubSessionStorage } from "../../test/session-storage.ts";
import { forgetDrafts, loadDraft, loadOwnDraft, loadSent, markSent, saveDraft } from "./draft.ts";
import { slotTime } from "./format.ts";

stubSessionStorage();

const child = { child: { firstName: "Eleni" } };

describe("a booking form in progress on a shared device", () => {
  it("is given back to the account that filled it in, and to no other", () => {
    saveDraft({ type: "baptism", origin: "form", values: child, userId: "maria" });
    expect(loadOwnDraft("baptism", "maria")?.values).toEqual(child);
    expect(loadOwnDraft("baptism", "nikos")).toBeUndefined();
    // Forgotten, not only hidden: the account that filled it in does not find it either.
    expect(loadOwnDraft("baptism", "maria")).toBeUndefined();
  });

  it("becomes the account's that logs in after it was begun", () => {
    saveDraft({ type: "wedding", origin: "form", values: { groom: { firstName: "Kostas" } } });
    expect(loadOwnDraft("wedding", "maria")?.userId).toBe("maria");
    expect(loadOwnDraft("wedding", "nikos")).toBeUndefined();
  });

  it("is forgotten at logout, the baptism's and the wedding's alike", () => {
    saveDraft({ type: "baptism", origin: "form", values: child });
    saveDraft({ type: "wedding", origin: "form", values: { groom: { firstName: "Kostas" } } });
    forgetDrafts();
    expect(loadDraft("baptism")).toBeUndefined();
    expect(loadDraft("wedding")).toBeUndefined();
  });
});

describe("a request sent from this tab", () => {
  it("takes the form's place, and is told only to the account that sent it", () => {
    saveDraft({ type: "baptism", origin: "book", values: child, userId: "maria" });
    markSent({ id: "b-1", type: "chrismation", origin: "book", userId: "maria" });
    expect(loadDraft("baptism")).toBeUndefined();
    // Baptism and chrismation share one form: either one's Back finds the chrismation sent.
    expect(loadSent("baptism", "maria")).toEqual({
      id: "b-1",
      type: "chrismation",
      origin: "book",
      userId: "maria",
    });
    expect(loadSent("wedding", "maria")).toBeUndefined();
    expect(loadSent("baptism", "nikos")).toBeUndefined();
  });

  it("is forgotten at logout, as the forms are", () => {
    markSent({ id: "w-1", type: "wedding", origin: "form", userId: "maria" });
    forgetDrafts();
    expect(loadSent("wedding", "maria")).toBeUndefined();
  });
});

describe("a slot's time", () => {
  it("is London's, in summer time and in winter, whatever the device's zone", () => {
    expect(slotTime("2027-06-12T09:00:00Z", "en")).toBe("10:00");
    expect(slotTime("2027-12-11T09:00:00Z", "el")).toBe("09:00");
  });
});
