import type { FastifyInstance, FastifyReply } from "fastify";
import { LRUCache } from "lru-cache";
import type { z } from "zod";

/** How long a public answer is reused by this instance (another instance's change shows within it). */
export const readCacheTtlMs = 2_000;
const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type ReadCache = {
  /**
   * Answers with the JSON kept under `key`, or computes it once (concurrent callers share the
   * computation), checks it against `schema` as the route's serializer would, and keeps it.
   */
  send<T extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: T,
    compute: () => Promise<z.input<T>>,
  ): Promise<FastifyReply>;
  clear(): void;
};

/**
 * A short-lived cache of the public read routes every visitor calls (the programme, the free
 * slots), so a busy Sunday morning does not turn each page view into database work. Any successful
 * change through this instance's API empties it at once; other instances see it within the TTL.
 */
export function registerReadCache(app: FastifyInstance, options: { ttlMs?: number } = {}) {
  const ttl = options.ttlMs ?? readCacheTtlMs;
  const entries = new LRUCache<string, Promise<Buffer>>({ max: 500, ttl: Math.max(ttl, 1) });

  const cache: ReadCache = {
    async send(reply, key, schema, compute) {
      let body = entries.get(key);
      if (!body) {
        // Kept as bytes: a slot list is several KB, and a string would be encoded again for
        // every answer.
        body = compute().then((value) => Buffer.from(JSON.stringify(schema.parse(value))));
        // A failure is answered to its callers, never kept.
        if (ttl > 0) {
          entries.set(key, body);
          body.catch(() => entries.get(key) === body && entries.delete(key));
        }
      }
      // Bytes with a JSON type are sent as they are, without serializing them again.
      return reply.type("application/json; charset=utf-8").send(await body);
    },
    clear: () => entries.clear(),
  };

  app.decorate("readCache", cache);
  // Before the answer leaves, so the caller's next read already sees its own change. A read
  // computed before the change is dropped with the rest and not kept.
  app.addHook("onSend", async (request, reply, payload) => {
    if (mutating.has(request.method) && reply.statusCode < 400 && request.url.startsWith("/api/")) {
      cache.clear();
    }
    return payload;
  });
}

declare module "fastify" {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}
