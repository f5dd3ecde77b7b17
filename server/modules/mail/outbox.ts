import { randomUUID } from "node:crypto";
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
