import type { FastifyInstance } from "fastify";
import type { Language } from "../../../contracts/language.ts";
import type { Executor } from "../../db/client.ts";
import { translate } from "../../i18n.ts";
import { renderMail, whenText } from "../mail/layout.ts";
import {
  insertVerification,
  lockUser,
  retireVerifications,
  type UserRow,
  type VerificationPurpose,
} from "./repository.ts";
import { hashToken, newToken } from "./session.ts";

const hourMs = 60 * 60 * 1000;
/** How long an e-mailed link works: 48 hours to verify an address, 1 hour to reset a password. */
export const tokenLifetimeMs: Record<VerificationPurpose, number> = {
  "verify-email": 48 * hourMs,
  "reset-password": hourMs,
};

/**
 * Stores the hash of a new single-use token and returns the token. A new reset link retires the
 * older ones (only the newest may change the password; two requests at the same instant cannot
 * both leave a working link, as the user's row stays locked until the transaction commits). A new
 * verification link leaves the older ones working until they expire: the login page sends one
 * unasked, and the family may well open the first mail.
 */
export async function issueToken(
  db: Executor,
  userId: string,
  purpose: VerificationPurpose,
): Promise<string> {
  const token = newToken();
  await lockUser(db, userId);
  if (purpose === "reset-password") await retireVerifications(db, userId, purpose);
  await insertVerification(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + tokenLifetimeMs[purpose]),
  });
  return token;
}

type MailUser = Pick<UserRow, "id" | "email" | "firstName" | "language" | "isVerified">;

/**
 * By name only once the address is proven theirs: anyone may sign up with someone else's
 * address, and the name they type would be the first words of a mail from the parish.
 */
const greeting = (language: Language, user: MailUser) =>
  user.isVerified
    ? translate(language, "auth.mail.greeting", { name: user.firstName })
    : translate(language, "auth.mail.greetingUnknown");

/** Issues a verification token and queues its mail, in the user's language, in the caller's transaction. */
export async function queueVerificationMail(app: FastifyInstance, tx: Executor, user: MailUser) {
  const token = await issueToken(tx, user.id, "verify-email");
  const url = `${app.config.publicUrl}/api/auth/verify-email/${token}`;
  await app.queueMail(tx, mail(user.language, user, "verify", url));
}

export async function queueResetMail(app: FastifyInstance, tx: Executor, user: MailUser) {
  const token = await issueToken(tx, user.id, "reset-password");
  const url = `${app.config.publicUrl}/${user.language}/reset-password/${token}`;
  await app.queueMail(tx, mail(user.language, user, "reset", url));
}

function mail(language: Language, user: MailUser, kind: "verify" | "reset", url: string) {
  const t = (key: string) => translate(language, `auth.mail.${kind}.${key}`);
  const content = renderMail(language, {
    greeting: greeting(language, user),
    paragraphs: [t("intro"), t("expiry"), t("ignore")],
    action: { label: t("action"), url },
  });
  return { to: user.email, subject: t("subject"), ...content };
}

/**
 * Tells the owner that the password was changed, when, and what to do if it was not them: the
 * reset link went to their mailbox, and a session may be used by someone else, so whoever changed
 * it may not have been them. A change from the profile keeps the device it was made on signed in.
 */
export async function queuePasswordChangedMail(
  app: FastifyInstance,
  tx: Executor,
  user: MailUser,
  how: "reset" | "change",
) {
  const language = user.language;
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(language, `auth.mail.changed.${key}`, params);
  const intro = how === "reset" ? "intro" : "introSignedIn";
  const content = renderMail(language, {
    greeting: greeting(language, user),
    paragraphs: [t(intro, whenText(new Date(), language)), t("yours"), t("notYours")],
    action: { label: t("action"), url: `${app.config.publicUrl}/${language}/forgot-password` },
  });
  await app.queueMail(tx, { to: user.email, subject: t("subject"), ...content });
}
