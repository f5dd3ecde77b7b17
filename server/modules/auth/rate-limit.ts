import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { rateLimits } from "../../db/schema.ts";

/**
 * A counter's key as stored: what it counts, as written ("login:account"), then a digest of whom
 * (an e-mail address, an IP address). A count needs only to find its row again, so the table, and
 * every backup made while a window lasts, holds no one's address, for people without an account
 * too.
 */
export const rateKey = (kind: string, who: string) =>
  `${kind}:${createHash("sha256").update(who).digest("base64url")}`;

export type RateLimitResult = { count: number; allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one event against `key` in a fixed window kept in the database, so every instance of
 * the server shares the count. The window restarts with the first event after it has ended.
 */
export async function hit(
  db: Executor,
  key: string,
  limit: number,
  windowSec: number,
): Promise<RateLimitResult> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSec})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + make_interval(secs => ${windowSec}) else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
    });
  if (!row) throw new Error("rate limit upsert returned no row");
  return { count: row.count, allowed: row.count <= limit, retryAfterSeconds: Number(row.retryAfterSeconds) };
}

/** Takes back one event counted by `hit`, e.g. an attempt counted before it was known to succeed. */
export async function refund(db: Executor, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
}

/** Forgets a key, e.g. the failed logins of an account once its owner logs in. */
export async function clear(db: Executor, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
