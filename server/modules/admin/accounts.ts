import { count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminAccount, adminAccountsQuerySchema } from "../../../contracts/admin.ts";
import { liveStatuses } from "../../../contracts/booking.ts";
import { foldForSearch } from "../../../contracts/search-text.ts";
import type { Db } from "../../db/client.ts";
import { bookings, slotKeeps, slots, users } from "../../db/schema.ts";
import { keepNames } from "../slots/repository.ts";
import { holdsWord, searchWords } from "./booking-search.ts";

type AccountsQuery = z.output<typeof adminAccountsQuerySchema>;

const stateCondition: Record<AccountsQuery["state"], SQL | undefined> = {
  all: undefined,
  unconfirmed: eq(users.isVerified, false),
  office: eq(users.role, "admin"),
};

/**
 * The account's own columns, named with their table inside the counts' subqueries: drizzle leaves
 * the table out of a query on one table, and there `id` and `email` would be the subquery's own.
 */
const owner = {
  id: sql`${users}.${sql.identifier("id")}`,
  email: sql`${users}.${sql.identifier("email")}`,
};

/** What the office reads of an account: never its password's hash, sessions or devices. */
const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  language: users.language,
  role: users.role,
  isVerified: users.isVerified,
  createdAt: users.createdAt,
  bookings: sql<number>`(select count(*) from ${bookings} where ${bookings.userId} = ${owner.id})`.mapWith(
    Number,
  ),
  upcoming: sql<number>`(select count(*) from ${bookings} where ${bookings.userId} = ${owner.id}
    and ${inArray(bookings.status, [...liveStatuses])} and ${bookings.startsAt} >= now())`.mapWith(Number),
  keptSlots:
    sql<number>`(select count(*) from ${slotKeeps} inner join ${slots} on ${slots.id} = ${slotKeeps.slotId}
    where ${keepNames(owner.email)} and ${slots.startsAt} >= now())`.mapWith(Number),
};

const newestFirst = [desc(users.createdAt), desc(users.id)];

const toAdminAccount = ({ createdAt, ...row }: { createdAt: Date } & Omit<AdminAccount, "createdAt">) => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/**
 * The accounts in one state, newest first, and how many there are in all (ADR 037). A search keeps
 * those whose name or address holds every word, whatever its accents and case: folded in code, as
 * the bookings' search is, because the database's locale may fold neither (ADR 013). A parish has
 * some thousands of accounts at most, so the names are read and compared here.
 */
export async function adminAccounts(db: Db, query: AccountsQuery) {
  const where = stateCondition[query.state];
  const limit = query.limit ?? Number.MAX_SAFE_INTEGER;
  const offset = query.offset ?? 0;
  const words = searchWords(query.q ?? "");
  if (words.length === 0) {
    const [rows, [total]] = await Promise.all([
      db
        .select(accountColumns)
        .from(users)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      db.select({ count: count() }).from(users).where(where),
    ]);
    return { rows: rows.map(toAdminAccount), total: total?.count ?? 0 };
  }
  const candidates = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(where)
    .orderBy(...newestFirst);
  const matching = candidates.filter((account) => {
    const text = foldForSearch(`${account.firstName} ${account.lastName} ${account.email}`);
    return words.every((word) => holdsWord(text, word));
  });
  const ids = matching.slice(offset, offset + limit).map((account) => account.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(accountColumns)
          .from(users)
          .where(inArray(users.id, ids))
          .orderBy(...newestFirst);
  return { rows: rows.map(toAdminAccount), total: matching.length };
}
