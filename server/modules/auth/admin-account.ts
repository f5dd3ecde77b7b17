import { z } from "zod";
import { emailSchema, newPasswordSchema } from "../../../contracts/auth.ts";
import { issueMessage } from "../../../contracts/validation-messages.ts";
import type { Db } from "../../db/client.ts";
import { translate } from "../../i18n.ts";
import { hashPassword } from "./password.ts";
import { findUserByEmail, insertUser, updateUser } from "./repository.ts";
import { deleteUserSessions } from "./session.ts";

const adminInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type AdminInput = z.input<typeof adminInputSchema>;

export class AdminInputError extends Error {}

/**
 * Makes `email` a verified admin with `password`: a new account, or an existing one promoted
 * (its password replaced, so the operator knows it, and its sessions ended). Refuses a password the site would refuse.
 */
export async function createOrPromoteAdmin(db: Db, input: AdminInput): Promise<"created" | "promoted"> {
  const parsed = adminInputSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const ref = issueMessage(issue as never);
      return `  --${String(issue.path[0])}: ${translate("en", ref.key, ref.params)}`;
    });
    throw new AdminInputError(lines.join("\n"));
  }
  const { email, password, firstName, lastName } = parsed.data;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await updateUser(tx, existing.id, { role: "admin", isVerified: true, passwordHash });
      // Whoever is signed in knew the old password, not this one: they must not become the office.
      await deleteUserSessions(tx, existing.id);
      return "promoted" as const;
    }
    await insertUser(tx, {
      email,
      passwordHash,
      firstName,
      lastName,
      language: "en",
      role: "admin",
      isVerified: true,
    });
    return "created" as const;
  });
}
