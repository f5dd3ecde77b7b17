import { z } from "./zod.ts";

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
