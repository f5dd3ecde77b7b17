import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sessionHintCookieName } from "../../../contracts/session-hint.ts";
import type { PublicUser } from "../../../contracts/user.ts";

export { sessionHintCookieName };

import type { Executor } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { isApiRequest } from "../../plugins/api-request.ts";

export const sessionCookieName = "sid";
export const sessionIdleDays = 30;
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

/** Starts a session: only the hash of the random id is stored, so a database leak opens no session. */
export async function createSession(executor: Executor, userId: string): Promise<string> {
  const token = newToken();
  await executor.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + sessionIdleDays * dayMs),
  });
  return token;
}

export async function deleteSession(executor: Executor, tokenHash: string) {
  await executor.delete(sessions).where(eq(sessions.idHash, tokenHash));
}

export async function deleteUserSessions(executor: Executor, userId: string) {
  await executor.delete(sessions).where(eq(sessions.userId, userId));
}

/** The user behind a session cookie; extends the idle expiry at most once a day (sliding, cheap). */
export async function userForSession(executor: Executor, tokenHash: string): Promise<PublicUser | null> {
  const [row] = await executor
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  if (!row) return null;
  if (row.expiresAt.getTime() - Date.now() < (sessionIdleDays - 1) * dayMs) {
    await executor
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + sessionIdleDays * dayMs) })
      .where(eq(sessions.idHash, tokenHash));
  }
  return toPublicUser(row.user);
}

export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean) {
  const maxAge = sessionIdleDays * 24 * 60 * 60;
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
  app.addHook("onRequest", (request, _reply, done) => {
    const token = request.cookies[sessionCookieName];
    if (!token || token.length > 100 || !isApiRequest(request)) return done();
    const tokenHash = hashToken(token);
    userForSession(app.database.db, tokenHash).then((user) => {
      request.user = user;
      request.sessionTokenHash = user ? tokenHash : null;
      done();
    }, done);
  });
}
