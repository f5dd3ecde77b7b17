import { describe, expect, it } from "vitest";
import { newPasswordSchema, passwordStrength } from "../../../contracts/auth.ts";
import { generatePassword } from "./generate-password.ts";

describe("generatePassword", () => {
  it("always satisfies the password rule and the meter's five criteria, at every length", () => {
    for (let length = 12; length <= 64; length++) {
      for (let run = 0; run < 20; run++) {
        const password = generatePassword(length);
        expect(password).toHaveLength(length);
        expect(newPasswordSchema.safeParse(password).success).toBe(true);
        expect(passwordStrength(password)).toEqual({ percent: 100, level: "strong" });
      }
    }
  });

  it("clamps the length to 12–64", () => {
    expect(generatePassword(3)).toHaveLength(12);
    expect(generatePassword(500)).toHaveLength(64);
  });

  it("does not repeat itself", () => {
    const seen = new Set(Array.from({ length: 200 }, () => generatePassword(16)));
    expect(seen.size).toBe(200);
  });
});
