import { count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { AdminMessage, adminMessagesQuerySchema } from "../../../contracts/admin.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages, users } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { messageAsWritten } from "../contact/repository.ts";

const stateCondition: Record<z.output<typeof adminMessagesQuerySchema>["state"], SQL | undefined> = {
  open: isNull(contactMessages.answeredAt),
  answered: isNotNull(contactMessages.answeredAt),
  all: undefined,
};

/** The account a message was sent from, beside the office account that answered it. */
const sender = alias(users, "sender");

const messageColumns = {
  ...messageAsWritten,
  // Sent while logged in to the account whose address it gives: a logged-in member may type any
  // address, and the office must not take that one as checked (ADR 024).
  fromAccount:
    sql<boolean>`coalesce(lower(${sender.email}) = lower(${contactMessages.email}), false)`.mapWith(Boolean),
  answeredAt: contactMessages.answeredAt,
  answeredBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
};

const selectMessages = (db: Db) =>
  db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.answeredBy))
    .leftJoin(sender, eq(sender.id, contactMessages.userId));
type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

const toAdminMessage = ({ createdAt, answeredAt, ...row }: MessageRow): AdminMessage => ({
  ...row,
  createdAt: createdAt.toISOString(),
  answeredAt: answeredAt?.toISOString() ?? null,
});

/**
 * The contact messages in one state, newest first, and how many there are in all: they are mailed
 * to the office too, but a mail can go astray (ADR 033), and several people share the office.
 */
export async function adminMessages(db: Db, query: z.output<typeof adminMessagesQuerySchema>) {
  const where = stateCondition[query.state];
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit ?? Number.MAX_SAFE_INTEGER)
      .offset(query.offset ?? 0),
    db.select({ count: count() }).from(contactMessages).where(where),
  ]);
  return { rows: rows.map(toAdminMessage), total: total?.count ?? 0 };
}

/** Contact messages nobody has marked answered, for the dashboard. */
export async function unansweredMessages(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(contactMessages).where(stateCondition.open);
  return row?.count ?? 0;
}

/**
 * Marks a message answered by `actorId`, or back to be answered. Marked answered again it keeps
 * who answered it first and when: a second person pressing the same button changes nothing.
 */
export async function markMessage(db: Db, actorId: string, id: string, answered: boolean) {
  const marked = await db
    .update(contactMessages)
    .set(
      answered
        ? {
            answeredAt: sql`coalesce(${contactMessages.answeredAt}, now())`,
            answeredBy: sql`case when ${contactMessages.answeredAt} is null then ${actorId}::uuid else ${contactMessages.answeredBy} end`,
          }
        : { answeredAt: null, answeredBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (marked.length === 0) throw notFound("admin.messages.notFound");
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id));
  if (!row) throw notFound("admin.messages.notFound");
  return toAdminMessage(row);
}
