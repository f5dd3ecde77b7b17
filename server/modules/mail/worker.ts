import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { type Periodic, runEvery } from "../../periodic.ts";

/**
 * How long a mail is retried before it is given up: an SMTP server down over a weekend, or a
 * password that expired on Friday, must not lose the confirmations and the office's notices of
 * new requests. The waits double from 30 s to an hour, then stay hourly.
 */
export const giveUpAfterMs = 72 * 3_600_000;
/** While the outbox's runs keep failing, how often that is logged again. */
export const failureLogEveryMs = 10 * 60_000;
/** A claimed mail is leased for this long, so a crashed instance's mail is retried by another. */
const leaseSeconds = 120;

function backoffSeconds(attempts: number) {
  return Math.min(30 * 2 ** (attempts - 1), 3600);
}

export type OutboxWorkerOptions = {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  batchSize?: number;
};

/** A host name of this machine (a URL's hostname keeps an IPv6 address's brackets). */
export const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * nodemailer's options for `SMTP_URL`. The mails carry families' details, so to any server but
 * this machine they go encrypted: `smtps://`, or `smtp://` only after STARTTLS. nodemailer would
 * otherwise send in clear text to a server that does not offer STARTTLS, or whose offer someone
 * on the way removed. A trusted relay without TLS can be allowed with `?requireTLS=false` in the
 * URL (the URL's own options win).
 */
export function smtpTransportOptions(url: string) {
  return {
    url,
    requireTLS: !loopbackHost.test(new URL(url).hostname),
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  };
}

/**
 * The mail server said the recipient's mailbox does not exist (a 5xx to RCPT TO with the enhanced
 * status 5.1.x: no such user or domain), which trying again for three days would not change.
 * Anything else refused (a relay, a sender or a message not allowed: 5.7.x, a login, STARTTLS) is
 * the parish's set-up, refuses every mail alike and is mended by the parish: those mails wait.
 */
function refusedOutright(error: unknown): boolean {
  const { command, responseCode, response } = (error ?? {}) as {
    command?: unknown;
    responseCode?: unknown;
    response?: unknown;
  };
  return (
    command === "RCPT TO" &&
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    typeof response === "string" &&
    /^\d{3}[ -]5\.1\.\d{1,3}\b/.test(response)
  );
}

/**
 * Whether a failed mail's stored error is such a refusal: nodemailer's message for it carries the
 * server's answer ("… all recipients were rejected: 550 5.1.1 …"), which no other failure does,
 * since a refused mail fails at its first answer. The office's dashboard says which it was.
 */
export const refusedInError = (lastError: string | null) =>
  lastError !== null && /\b5\d\d[ -]5\.1\.\d{1,3}\b/.test(lastError);

/**
 * Claims due mails with FOR UPDATE SKIP LOCKED (safe with several instances), sends them outside
 * the transaction, and records the outcome: sent, retried later with backoff, or failed for good.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, log } = options;
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(smtpTransportOptions(options.smtpUrl))
    : undefined;
  // Without SMTP_URL the log takes the mails written since this start. Older ones were written by
  // a server that had it (an .env lost in a move): they wait for it rather than go, with every
  // family's details, to a log.
  const startedAt = new Date();

  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, "pending"),
            lte(outbox.nextAttemptAt, sql`now()`),
            transport ? undefined : gte(outbox.createdAt, startedAt),
          ),
        )
        .orderBy(outbox.createdAt)
        .limit(options.batchSize ?? 10)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      // In the order they were written: RETURNING keeps the rows' order on disk, in which a
      // retried mail comes after later ones, and a family read "declined" before "received".
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
  }

  /** Sends what is due once; returns how many mails were handled. */
  async function runOnce(): Promise<number> {
    const claimed = await claim();
    for (const mail of claimed) {
      if (!transport) {
        log.info(
          { to: mail.to, subject: mail.subject, messageId: mail.messageId },
          `mail (no SMTP_URL set):\n${mail.text}`,
        );
        await db.update(outbox).set({ status: "logged", sentAt: new Date() }).where(eq(outbox.id, mail.id));
        continue;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          // Sent by the site, not by a person (RFC 3834): holiday auto-replies do not answer it.
          headers: { "Auto-Submitted": "auto-generated" },
          // Readable in any mail client's source view, and by the tests, in Greek too.
          textEncoding: "quoted-printable",
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        });
        await db
          .update(outbox)
          .set({ status: "sent", sentAt: new Date(), lastError: null })
          .where(eq(outbox.id, mail.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const refused = refusedOutright(error);
        const failed = refused || Date.now() - mail.createdAt.getTime() >= giveUpAfterMs;
        const details = { messageId: mail.messageId, attempts: mail.attempts, reason };
        // Said once, with the address: the office may need to reach that family another way.
        if (refused)
          log.error({ ...details, to: mail.to }, "mail failed for good: the mail server refused it");
        else if (failed)
          log.error({ ...details, to: mail.to }, "mail failed for good: not sent in three days");
        else log.warn(details, "mail will be retried");
        await db
          .update(outbox)
          .set({
            status: failed ? "failed" : "pending",
            lastError: reason.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + backoffSeconds(mail.attempts) * 1000),
          })
          .where(eq(outbox.id, mail.id));
      }
    }
    return claimed.length;
  }

  let job: Periodic | undefined;
  return {
    runOnce,
    start(intervalMs: number) {
      // While the database is down every run fails alike, every two seconds: the first failure is
      // logged, then one line every ten minutes while it lasts, and the recovery.
      let failedRuns = 0;
      let failingSince = 0;
      let loggedAt = 0;
      job = runEvery(
        intervalMs,
        async () => {
          await runOnce();
          if (failedRuns === 0) return;
          log.info(
            { failedRuns, failedForSeconds: Math.round((Date.now() - failingSince) / 1000) },
            "outbox runs again",
          );
          failedRuns = 0;
        },
        (error) => {
          const now = Date.now();
          failedRuns += 1;
          if (failedRuns === 1) failingSince = now;
          else if (now - loggedAt < failureLogEveryMs) return;
          loggedAt = now;
          log.error(
            { err: error, failedRuns },
            failedRuns === 1 ? "outbox run failed" : "outbox runs still failing",
          );
        },
      );
    },
    async stop() {
      await job?.stop();
      transport?.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
