import { randomUUID } from "node:crypto";
import addressparser from "nodemailer/lib/addressparser";
import type { Executor } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";

export type MailAttachment = { filename: string; contentType: string; content: string };

export type Mail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** `St Nicholas Parish <office@example.org>` (or a bare address) as a name and an address. */
export function parseMailbox(mailbox: string, fallbackName = "") {
  const [first] = addressparser(mailbox, { flatten: true });
  return { name: first?.name || fallbackName, email: first?.address ?? mailbox.trim() };
}

/**
 * Whether `address` is the church office's (OFFICE_EMAIL), whatever its case and spaces. What is
 * mailed to it, and every family's mail that replies to it, are the office's: no account there is
 * given it or takes it away (ADR 032).
 */
export function isOfficeAddress(address: string, site: { officeEmail: string }) {
  return address.trim().toLowerCase() === site.officeEmail.trim().toLowerCase();
}

/**
 * The Reply-To of a mail the site sends to anyone but the office: the office, when the site sends
 * from another address (a no-reply one, say), so a family's answer reaches a person.
 */
export function officeReplyTo(mail: Mail, site: { mailFrom: string; officeEmail: string }) {
  if (mail.replyTo) return mail.replyTo;
  if (isOfficeAddress(mail.to, site)) return undefined;
  return isOfficeAddress(parseMailbox(site.mailFrom).email, site) ? undefined : site.officeEmail;
}

/**
 * Queues a mail. Call it with the transaction that makes the change the mail reports, so the
 * mail exists exactly when the change does; the worker delivers it later, even after SMTP was down.
 */
export async function enqueueMail(executor: Executor, mail: Mail, domain: string) {
  const [row] = await executor
    .insert(outbox)
    .values({
      messageId: `<${randomUUID()}@${domain}>`,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: outbox.id, messageId: outbox.messageId });
  return row;
}
