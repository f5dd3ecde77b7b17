import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Language } from "../../../contracts/language.ts";
import type { Executor } from "../../db/client.ts";
import { users, verifications } from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;
export type VerificationPurpose = (typeof verifications.$inferSelect)["purpose"];

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export type NewUser = {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  language: Language;
  role?: "user" | "admin";
  isVerified?: boolean;
};

/** Throws the driver's 23505 when the address is taken (the unique index ignores case). */
export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<
    Pick<UserRow, "firstName" | "lastName" | "language" | "passwordHash" | "role" | "isVerified">
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Holds the user's row until the transaction ends; false when the user is gone. Whatever issues or
 * consumes a user's tokens takes this first: two requests for a new link then run one after the
 * other, so the second retires the first's token (which it could not see while uncommitted), and
 * with one lock order (the user, then the tokens) they cannot deadlock. NO KEY UPDATE leaves rows
 * that merely reference the user (sessions, bookings, tokens) free to be inserted meanwhile.
 */
export async function lockUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for("no key update");
  return rows.length > 0;
}

export async function insertVerification(
  db: Executor,
  values: { userId: string; purpose: VerificationPurpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(verifications).values(values);
}

/** Unused tokens of one purpose stop working when a newer one is sent, so only the last mail counts. */
export async function retireVerifications(db: Executor, userId: string, purpose: VerificationPurpose) {
  await db
    .update(verifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(verifications.userId, userId), eq(verifications.purpose, purpose), isNull(verifications.usedAt)),
    );
}

export type TokenLookup =
  | { state: "valid"; userId: string }
  | { state: "used"; userId: string }
  | { state: "expired"; userId: string }
  | { state: "unknown" };

export async function findVerification(
  db: Executor,
  tokenHash: string,
  purpose: VerificationPurpose,
): Promise<TokenLookup> {
  const [row] = await db
    .select({
      userId: verifications.userId,
      usedAt: verifications.usedAt,
      live: sql<boolean>`${verifications.expiresAt} > now()`,
    })
    .from(verifications)
    .where(and(eq(verifications.tokenHash, tokenHash), eq(verifications.purpose, purpose)));
  if (!row) return { state: "unknown" };
  if (row.usedAt) return { state: "used", userId: row.userId };
  return { state: row.live ? "valid" : "expired", userId: row.userId };
}

/**
 * Marks a token used, only if it still is unused and unexpired; the conditional update makes two
 * simultaneous clicks on one link count once. Its user is locked first, as when a token is issued.
 */
export async function consumeVerification(
  db: Executor,
  tokenHash: string,
  purpose: VerificationPurpose,
): Promise<string | undefined> {
  const [token] = await db
    .select({ userId: verifications.userId })
    .from(verifications)
    .where(and(eq(verifications.tokenHash, tokenHash), eq(verifications.purpose, purpose)));
  if (!token || !(await lockUser(db, token.userId))) return undefined;
  const [row] = await db
    .update(verifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verifications.tokenHash, tokenHash),
        eq(verifications.purpose, purpose),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: verifications.userId });
  return row?.userId;
}
