import { and, count, desc, eq, isNull, lt, min, sql } from "drizzle-orm";
import type { MailStatus } from "../../../contracts/admin.ts";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { refusedInError } from "../mail/worker.ts";

/** How long a mail may wait for the mail server before the dashboard says it is late. */
const lateAfterMinutes = 15;
/** The most undelivered mails the dashboard lists at once (the newest). */
const listedAtMost = 50;

const undeliveredNotDealtWith = and(eq(outbox.status, "failed"), isNull(outbox.dismissedAt));

/**
 * What the office must know of the site's mail: a family whose confirmation never arrived hears
 * nothing unless the office telephones, and only the server's log said so. The mails' words stay
 * out: a sign-up or reset mail carries a link that opens the family's account.
 */
export async function mailStatus(db: Db, sending: boolean, now = new Date()): Promise<MailStatus> {
  const lateBefore = new Date(now.getTime() - lateAfterMinutes * 60_000);
  const [[late], undelivered] = await Promise.all([
    db
      .select({ count: count(), oldestAt: min(outbox.createdAt) })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lt(outbox.createdAt, lateBefore))),
    db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        createdAt: outbox.createdAt,
        lastError: outbox.lastError,
        // All of them, before the limit: the dashboard says how many beyond those listed.
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(outbox)
      .where(undeliveredNotDealtWith)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(listedAtMost),
  ]);
  return {
    sending,
    late: {
      count: late?.count ?? 0,
      oldestAt: late?.oldestAt ? new Date(late.oldestAt).toISOString() : null,
    },
    undelivered: undelivered.map(({ total: _all, ...mail }) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
      why: refusedInError(mail.lastError) ? ("refused" as const) : ("expired" as const),
    })),
    undeliveredCount: undelivered[0]?.total ?? 0,
  };
}

/**
 * The office dealt with an undelivered mail (it reached the family another way): the dashboard
 * stops listing it. Marking it again changes nothing; 404 for any mail that was not given up on.
 */
export async function dismissUndeliveredMail(db: Db, id: string) {
  const marked = await db
    .update(outbox)
    .set({ dismissedAt: sql`coalesce(${outbox.dismissedAt}, now())` })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  if (marked.length === 0) throw notFound("admin.outbox.notFound");
}
