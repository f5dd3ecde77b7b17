import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../contracts/user.ts";
import { afterLoginPath, pendingNext, withNext } from "./next-path.ts";

const member: PublicUser = {
  id: "7d1f5c1e-0000-4000-8000-000000000001",
  firstName: "Eleni",
  lastName: "Georgiou",
  email: "eleni@example.org",
  role: "user",
  isVerified: true,
  language: "el",
};

describe("where a member goes after logging in", () => {
  it("returns to the page that sent them, with its query", () => {
    expect(afterLoginPath(member, "el", "/el/sacraments/baptism/slots?month=2027-05")).toBe(
      "/el/sacraments/baptism/slots?month=2027-05",
    );
    expect(afterLoginPath(member, "el", "/el/verify-email-reminder")).toBe("/el/verify-email-reminder");
  });

  // A member who verified their e-mail and logged in from that page's header was taken back to
  // "Your e-mail is verified, log in", logged in.
  it("never returns to a page about getting into the account: the dashboard instead", () => {
    for (const page of [
      "/el/login",
      "/el/login#top",
      "/en/sign-up?next=%2Fen%2Fbook",
      "/el/verify-email/success",
      "/en/verify-email/expired",
      "/el/forgot-password",
      "/el/reset-password/abc123",
    ]) {
      expect(afterLoginPath(member, "el", page)).toBe("/el/dashboard");
    }
    expect(afterLoginPath({ ...member, role: "admin" }, "en", "/en/verify-email/success")).toBe(
      "/en/admin-dashboard",
    );
  });

  it("ignores a target on another site", () => {
    expect(afterLoginPath(member, "en", "//evil.example/en/home")).toBe("/en/dashboard");
  });
});

describe("the way back kept through sign-up and verification", () => {
  it("carries a path whole in ?next=, its own query and anchor included", () => {
    const back = withNext("/en/login", "/en/sacraments/baptism/slots?month=2027-05&type=baptism#list");
    expect(new URL(back, "https://parish.example").searchParams.get("next")).toBe(
      "/en/sacraments/baptism/slots?month=2027-05&type=baptism#list",
    );
    expect(withNext("/en/login", "https://elsewhere.example/")).toBe("/en/login");
  });

  // The verification link opens from the mail without the page's query: the target waits in this
  // browser for a week, then the member lands on the dashboard as anyone would.
  describe("in this browser while the e-mail is verified", () => {
    const stored = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    afterEach(() => {
      vi.useRealTimers();
      stored.clear();
    });

    it("is read back for seven days, then forgotten", () => {
      vi.useFakeTimers({ now: new Date("2027-05-01T10:00:00Z"), toFake: ["Date"] });
      pendingNext.save("/el/sacraments/wedding/slots");
      vi.setSystemTime(new Date("2027-05-07T10:00:00Z"));
      expect(pendingNext.read()).toBe("/el/sacraments/wedding/slots");
      vi.setSystemTime(new Date("2027-05-08T10:00:01Z"));
      expect(pendingNext.read()).toBeUndefined();
    });

    it("keeps nothing that is not a path of this site, and forgets on clear", () => {
      pendingNext.save("//elsewhere.example/");
      expect(pendingNext.read()).toBeUndefined();
      pendingNext.save("/en/book");
      pendingNext.clear();
      expect(pendingNext.read()).toBeUndefined();
    });
  });
});
