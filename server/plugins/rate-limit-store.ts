import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Executor } from "../db/client.ts";
import { hit, rateKey } from "../modules/auth/rate-limit.ts";

/**
 * A store for @fastify/rate-limit that counts in the database's rate_limits table (the same
 * fixed windows as the login limits), so every instance behind the load balancer shares one
 * count instead of each allowing the limit on its own.
 */
export function databaseRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    /** What the count is of ("http:POST /api/contact"); whom it counts is given to each `incr`. */
    constructor(private readonly prefix = "http") {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      hit(db, rateKey(this.prefix, key), max, Math.max(1, Math.ceil(timeWindow / 1000))).then(
        (result) => callback(null, { current: result.count, ttl: result.retryAfterSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    /**
     * Each limited route counts apart: "http:POST /api/contact:<digest of the address>", unless routes share a
     * group. The plugin passes the route's merged limit options, with the route under `routeInfo`.
     */
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]) {
      // Routes that share a limit (a groupId) share one count.
      const { groupId } = options as { groupId?: string };
      if (groupId) return new DatabaseStore(`http:${groupId}`);
      const route: { method?: string | string[]; url?: string } =
        (options as { routeInfo?: typeof route }).routeInfo ?? options;
      return new DatabaseStore(`http:${[route.method ?? ""].flat().join(",")} ${route.url ?? ""}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
