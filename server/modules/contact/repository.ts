import type { Language } from "../../../contracts/language.ts";
import type { Executor } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";

export type NewContactMessage = {
  /** The account logged in when it was sent, if any. */
  userId: string | null;
  name: string;
  email: string;
  telephone: string | null;
  message: string;
  language: Language;
};

export async function insertContactMessage(db: Executor, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** What the sender wrote and when: the columns a message is read by (the office, the sender's data page). */
export const messageAsWritten = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  telephone: contactMessages.telephone,
  message: contactMessages.message,
  language: contactMessages.language,
  createdAt: contactMessages.createdAt,
};
