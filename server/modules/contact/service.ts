import type { FastifyInstance } from "fastify";
import { translate } from "../../i18n.ts";
import { renderMail } from "../mail/layout.ts";
import { insertContactMessage, type NewContactMessage } from "./repository.ts";

/**
 * Stores the message and queues its e-mail to the office in one transaction, so the office never
 * misses a message the visitor was told had been sent. The office reads it in OFFICE_LANGUAGE.
 */
export async function sendContactMessage(app: FastifyInstance, input: NewContactMessage) {
  const language = app.config.officeLanguage;
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const languageName = t(`contact.mail.language.${input.language}`);
  const mail = renderMail(language, {
    toOffice: true,
    paragraphs: [t("contact.mail.intro", { name: input.name })],
    sections: [
      {
        heading: t("contact.mail.heading"),
        rows: [
          [t("contact.fields.name"), input.name],
          [t("contact.fields.email"), input.email],
          [t("contact.mail.telephone"), input.telephone ?? "—"],
          [t("contact.mail.languageLabel"), languageName],
          [t("contact.fields.message"), input.message],
        ],
      },
    ],
  });
  await app.database.db.transaction(async (tx) => {
    await insertContactMessage(tx, input);
    await app.queueMail(tx, {
      to: app.config.officeEmail,
      replyTo: input.email,
      subject: t("contact.mail.subject", { name: input.name }),
      ...mail,
    });
  });
}
