import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sessionHintCookieName } from "../../../contracts/session-hint.ts";
import type { PublicUser } from "../../../contracts/user.ts";

export { sessionHintCookieName };

import type { Executor } from "../../db/client.ts";
import { sessions, type trustedDevices, users } from "../../db/schema.ts";
import { isApiRequest } from "../../plugins/api-request.ts";

export const sessionCookieName = "sid";
export const sessionIdleDays = 30;
/** However busy, a session ends this long after its login, and its owner logs in again. */
export const sessionLifetimeDays = 90;
const dayMs = 24 * 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in user, set from the session cookie before any handler runs. */
    user: PublicUser | null;
    sessionTokenHash: string | null;
  }
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

export function toPublicUser(row: typeof users.$inferSelect): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    isVerified: row.isVerified,
    language: row.language,
  };
}

/**
 * Sessions an account keeps, the newest: a successful login is never limited (its count is given
 * back), so without a bound a script with one account's password could add rows without end.
 */
export const maxSessionsPerUser = 10;

/** Starts a session: only the hash of the random id is stored, so a database leak opens no session. */
export async function createSession(executor: Executor, userId: string): Promise<string> {
  const token = newToken();
  await executor.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + sessionIdleDays * dayMs),
  });
  await keepNewest(executor, sessions, sessions.idHash, userId, maxSessionsPerUser);
  return token;
}

/**
 * Deletes all but the `keep` newest of an account's rows in a table of its tokens (sessions,
 * trusted browsers), `key` being the table's own: logins in a loop must not grow it without end.
 */
export async function keepNewest(
  executor: Executor,
  table: typeof sessions | typeof trustedDevices,
  key: PgColumn,
  userId: string,
  keep: number,
) {
  const newest = executor
    .select({ key })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt))
    .limit(keep);
  await executor.delete(table).where(and(eq(table.userId, userId), notInArray(key, newest)));
}

export async function deleteSession(executor: Executor, tokenHash: string) {
  await executor.delete(sessions).where(eq(sessions.idHash, tokenHash));
}

export async function deleteUserSessions(executor: Executor, userId: string) {
  await executor.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * The user behind a session cookie. The idle expiry is moved on at most once a day (sliding,
 * cheap), never past the session's lifetime from its login; `extendedTo` says when it was moved,
 * so the cookie can be given the same expiry.
 */
export async function userForSession(
  executor: Executor,
  tokenHash: string,
): Promise<{ user: PublicUser; extendedTo: Date | null } | null> {
  const [row] = await executor
    .select({ user: users, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - make_interval(days => ${sessionLifetimeDays})`),
      ),
    );
  if (!row) return null;
  const now = Date.now();
  const extendedTo = new Date(
    Math.min(now + sessionIdleDays * dayMs, row.createdAt.getTime() + sessionLifetimeDays * dayMs),
  );
  if (extendedTo.getTime() - row.expiresAt.getTime() < dayMs)
    return { user: toPublicUser(row.user), extendedTo: null };
  await executor.update(sessions).set({ expiresAt: extendedTo }).where(eq(sessions.idHash, tokenHash));
  return { user: toPublicUser(row.user), extendedTo };
}

export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  secure: boolean,
  maxAge = sessionIdleDays * 24 * 60 * 60,
) {
  reply.setCookie(sessionCookieName, token, { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge });
  reply.setCookie(sessionHintCookieName, "1", {
    path: "/",
    httpOnly: false,
    sameSite: "lax",
    secure,
    maxAge,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName, { path: "/", httpOnly: true, sameSite: "lax", secure });
  reply.clearCookie(sessionHintCookieName, { path: "/", sameSite: "lax", secure });
}

/** Reads the session cookie on every /api request and sets request.user. */
export function registerSessionLoader(app: FastifyInstance) {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);
  // A callback hook: most requests carry no session and should not pay for a promise.
  app.addHook("onRequest", (request, reply, done) => {
    const token = request.cookies[sessionCookieName];
    if (!token || token.length > 100 || !isApiRequest(request)) return done();
    const tokenHash = hashToken(token);
    userForSession(app.database.db, tokenHash).then((found) => {
      request.user = found?.user ?? null;
      request.sessionTokenHash = found ? tokenHash : null;
      // The browser keeps the cookie as long as the server keeps the session: it was dropped 30
      // days after login however often the member came back.
      if (found?.extendedTo) {
        const maxAge = Math.floor((found.extendedTo.getTime() - Date.now()) / 1000);
        setSessionCookies(reply, token, app.config.secureCookies, maxAge);
      }
      done();
    }, done);
  });
}
