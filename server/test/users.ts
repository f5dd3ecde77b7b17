import { randomUUID } from "node:crypto";
import type { PublicUser } from "../../contracts/user.ts";
import { users } from "../db/schema.ts";
import { hashPassword } from "../modules/auth/password.ts";
import {
  createSession,
  sessionCookieName,
  sessionHintCookieName,
  toPublicUser,
} from "../modules/auth/session.ts";
import type { TestApp, TestClient } from "./test-app.ts";

export const testPassword = "Correct-Horse-42!";

type NewUser = Partial<{
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: "user" | "admin";
  isVerified: boolean;
  language: "en" | "el";
}>;

/** Inserts a user straight into the database (verified by default). */
export async function createUser(
  t: TestApp,
  input: NewUser = {},
): Promise<PublicUser & { password: string }> {
  const password = input.password ?? testPassword;
  const [row] = await t.db
    .insert(users)
    .values({
      firstName: input.firstName ?? "Maria",
      lastName: input.lastName ?? "Papadopoulou",
      email: input.email ?? `user-${randomUUID().slice(0, 8)}@example.org`,
      passwordHash: await hashPassword(password),
      role: input.role ?? "user",
      isVerified: input.isVerified ?? true,
      language: input.language ?? "en",
    })
    .returning();
  if (!row) throw new Error("user not inserted");
  return { ...toPublicUser(row), password };
}

/** A client holding a fresh session for `user`, without going through the login endpoint. */
export async function loginAs(
  t: TestApp,
  user: { id: string },
  language: "en" | "el" = "en",
): Promise<TestClient> {
  const token = await createSession(t.db, user.id);
  const client = t.client(language);
  client.cookies.set(sessionCookieName, token);
  client.cookies.set(sessionHintCookieName, "1");
  return client;
}
