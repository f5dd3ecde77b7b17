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
