import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply } from "fastify";
import { LRUCache } from "lru-cache";
import type { z } from "zod";
import { isApiRequest } from "./api-request.ts";

/** How long a public answer is reused by this instance (another instance's change shows within it). */
export const readCacheTtlMs = 2_000;
const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Below this an answer goes as it is: compressing would save less than it costs. */
export const compressFromBytes = 1024;
const encodings = ["br", "gzip", "identity"] as const;
type Encoding = (typeof encodings)[number];
type Body = Partial<Record<Encoding, Buffer>> & { identity: Buffer };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The answer's bytes and, when it is worth it, its Brotli and gzip forms: made once per kept
 * answer (on libuv's thread pool, not the event loop), then sent to every visitor whose browser
 * accepts them. A slot list of 6 KB goes as less than 1 KB to a phone.
 */
async function encode(text: string): Promise<Body> {
  const identity = Buffer.from(text);
  if (identity.length < compressFromBytes) return { identity };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        // A window just larger than the answer, not the default 4 MB: output as small (785 bytes
        // for the slot list, 802 with the default), in a sixth of the time and far less memory.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(
          constants.BROTLI_MAX_WINDOW_BITS,
          Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(identity.length + 1))),
        ),
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

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
  /** The same for a text answer of `contentType` (the calendar feeds), kept as it is. */
  sendText(
    reply: FastifyReply,
    key: string,
    contentType: string,
    compute: () => Promise<string>,
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
  const entries = new LRUCache<string, Promise<Body>>({ max: 500, ttl: Math.max(ttl, 1) });
  // Browsers send a handful of distinct Accept-Encoding headers; each is parsed once.
  const negotiator = new Negotiator<Encoding>({ supportedValues: [...encodings], cache: new Map() });

  async function sendKept(
    reply: FastifyReply,
    key: string,
    contentType: string,
    compute: () => Promise<string>,
  ) {
    let body = entries.get(key);
    if (!body) {
      // Kept as bytes: a slot list is several KB, and a string would be encoded again for
      // every answer.
      body = compute().then(encode);
      // A failure is answered to its callers, never kept.
      if (ttl > 0) {
        entries.set(key, body);
        body.catch(() => entries.get(key) === body && entries.delete(key));
      }
    }
    const kept = await body;
    const accepted = kept.br ? negotiator.negotiate(reply.request.headers["accept-encoding"] ?? "") : null;
    const encoding = accepted && accepted !== "identity" ? accepted : null;
    // Added to what the route varies by (a calendar feed: its language).
    const vary = reply.getHeader("vary");
    reply.type(contentType).header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    // Bytes are sent as they are, without serializing them again.
    return reply.send(kept[encoding ?? "identity"] ?? kept.identity);
  }

  const cache: ReadCache = {
    send: (reply, key, schema, compute) =>
      sendKept(reply, key, "application/json; charset=utf-8", () =>
        compute().then((value) => JSON.stringify(schema.parse(value))),
      ),
    sendText: (reply, key, contentType, compute) =>
      sendKept(reply, `${contentType} ${key}`, contentType, compute),
    clear: () => entries.clear(),
  };

  app.decorate("readCache", cache);
  // Before the answer leaves, so the caller's next read already sees its own change. A read
  // computed before the change is dropped with the rest and not kept.
  // A callback hook, not an async one: it runs on every answer and never waits.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (mutating.has(request.method) && reply.statusCode < 400 && isApiRequest(request)) {
      cache.clear();
    }
    done(null, payload);
  });
}

declare module "fastify" {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}
