import { z } from "./zod.ts";

/** Readable, non-secret: tells the web app a session may exist, so visitors skip /api/auth/me. */
export const sessionHintCookieName = "logged_in";

export const roles = ["user", "admin"] as const;
export type Role = (typeof roles)[number];

export const publicUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  isVerified: z.boolean(),
  language: z.enum(["en", "el"]),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
