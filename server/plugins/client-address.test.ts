import { describe, expect, it } from "vitest";
import { limitedAddress } from "./client-address.ts";

describe("the address a rate limit counts", () => {
  it("counts an IPv6 address by its /64, so one machine cannot get more tries by changing the rest", () => {
    expect(limitedAddress("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(limitedAddress("2001:db8:aa:bb:ffff::9")).toBe("2001:db8:aa:bb::/64");
    expect(limitedAddress("2001:db8:aa:bc::1")).toBe("2001:db8:aa:bc::/64");
  });

  it("counts IPv4 as it is, also when written as IPv6", () => {
    expect(limitedAddress("192.0.2.10")).toBe("192.0.2.10");
    expect(limitedAddress("::ffff:192.0.2.10")).toBe("192.0.2.10");
    expect(limitedAddress("not an address")).toBe("not an address");
  });
});
