import { describe, expect, it } from "vitest";
import { switchLanguagePath } from "./language-switcher.tsx";

describe("the language switcher's link", () => {
  it("swaps the language and keeps the rest of the path, the query and the hash", () => {
    expect(switchLanguagePath("/en/programme", "?view=list", "#top", "el")).toBe(
      "/el/programme?view=list#top",
    );
    expect(switchLanguagePath("/el", "", "", "en")).toBe("/en/home");
  });

  it("swaps the language of the page a sign-in returns to, so the visitor stays in the language they chose", () => {
    // /en/book sends a visitor to /en/sign-up?next=%2Fen%2Fbook; switching to Greek there and
    // logging in used to land on the English booking page.
    expect(switchLanguagePath("/en/sign-up", "?next=%2Fen%2Fbook", "", "el")).toBe(
      "/el/sign-up?next=%2Fel%2Fbook",
    );
    expect(switchLanguagePath("/el/login", "?next=%2Fel%2Fbooking%2Fbaptism%3Fx%3D1&y=2", "", "en")).toBe(
      "/en/login?next=%2Fen%2Fbooking%2Fbaptism%3Fx%3D1&y=2",
    );
  });

  it("leaves a return address that is not one of the site's language paths as it is", () => {
    expect(switchLanguagePath("/en/login", "?next=%2Fapi%2Fx", "", "el")).toBe("/el/login?next=%2Fapi%2Fx");
  });
});
