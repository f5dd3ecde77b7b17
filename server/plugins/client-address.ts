import type { FastifyInstance } from "fastify";
import ipaddr from "ipaddr.js";

/**
 * The address a rate limit counts: IPv4 as it is, IPv6 by its /64. A home or a server is given
 * a whole /64 and may change the rest at will, so counting single IPv6 addresses gave one machine
 * as many tries as it liked. IPv4 written as IPv6 (::ffff:192.0.2.1) counts as the IPv4 address.
 */
export function limitedAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const prefix = new ipaddr.IPv6([...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toString()}/64`;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's address as every rate limit counts it (`limitedAddress` of `ip`). */
    readonly limitedAddress: string;
  }
}

/** One property for every limit, so no route can count the raw IPv6 address by mistake. */
export function registerClientAddress(app: FastifyInstance) {
  app.decorateRequest("limitedAddress", {
    getter() {
      return limitedAddress(this.ip);
    },
  });
}
