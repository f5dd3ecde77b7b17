import { describe, expect, it } from "vitest";
import type { PublicUser } from "../../../contracts/user.ts";
import { afterLoginPath } from "./next-path.ts";

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
