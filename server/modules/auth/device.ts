import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Executor } from "../../db/client.ts";
import { trustedDevices } from "../../db/schema.ts";
import { hashToken, keepNewest, newToken } from "./session.ts";

/**
 * OWASP's device cookie against the lockout of an account by strangers: a browser that has
 * logged in to an account is given a random token, and its later logins to that account are
 * counted on their own instead of with everyone's. Ten wrong passwords from anywhere lock the
 * account for strangers only; its owner's browser still gets in (and has ten tries of its own).
 */
export const deviceCookieName = "device";
export const deviceLifetimeDays = 365;
const dayMs = 24 * 60 * 60 * 1000;

/** The account a device cookie was given for, while it is valid. */
export async function deviceOwner(executor: Executor, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [row] = await executor
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, hashToken(token)), gt(trustedDevices.expiresAt, sql`now()`)));
  return row?.userId ?? null;
}

/** Browsers an account trusts, the newest: every login without the cookie adds one (see maxSessionsPerUser). */
export const maxDevicesPerUser = 10;

/** A new device token for the account (the one the browser held, if any, is retired). */
export async function issueDevice(executor: Executor, userId: string, previous: string | undefined) {
  if (previous && previous.length <= 100) {
    await executor.delete(trustedDevices).where(eq(trustedDevices.tokenHash, hashToken(previous)));
  }
  const token = newToken();
  await executor.insert(trustedDevices).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + deviceLifetimeDays * dayMs),
  });
  await keepNewest(executor, trustedDevices, trustedDevices.tokenHash, userId, maxDevicesPerUser);
  return token;
}

/**
 * Every browser trusted for the account forgotten, when its password is reset or changed: one
 * that logged in with the old password (perhaps not the owner's) is a stranger again.
 */
export async function forgetDevices(executor: Executor, userId: string) {
  await executor.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

/** Sent only to the auth routes: it is of use to nothing else. */
export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(deviceCookieName, token, {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: deviceLifetimeDays * 24 * 60 * 60,
  });
}
