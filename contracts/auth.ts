import { languages } from "./language.ts";
import { hasHiddenCharacters, looksEmpty } from "./plain-text.ts";
import { z } from "./zod.ts";

export const passwordLimits = { min: 12, max: 64, loginMin: 6 } as const;
/** The spec's set of special characters that satisfy the password rule. */
export const passwordSpecials = '!@#$%^&*(),.?":{}|<>';
/** The generator's specials (spec §5); every one of them except _+[];= is also in passwordSpecials. */
export const generatorSpecials = "!@#$%^&*()_+[]{}|;:,.<>?";

const specialPattern = /[!@#$%^&*(),.?":{}|<>]/;
/** A capital and a small letter of any alphabet: a Greek family's «Ελιά» has both. */
const upperPattern = /\p{Lu}/u;
const lowerPattern = /\p{Ll}/u;

/** The five criteria of the strength meter (20 % each), in the order the checklist shows them. */
export const passwordCriteria = [
  { key: "length", test: (p: string) => p.length >= passwordLimits.min },
  { key: "digit", test: (p: string) => /\d/.test(p) },
  { key: "upper", test: (p: string) => upperPattern.test(p) },
  { key: "lower", test: (p: string) => lowerPattern.test(p) },
  { key: "special", test: (p: string) => specialPattern.test(p) },
] as const;

export type PasswordStrength = { percent: number; level: "weak" | "medium" | "strong" };

/** Weak below 50 %, medium from 50 %, strong from 80 % (spec §4). */
export function passwordStrength(password: string): PasswordStrength {
  const met = passwordCriteria.filter((criterion) => criterion.test(password)).length;
  const percent = met * 20;
  return { percent, level: percent >= 80 ? "strong" : percent >= 50 ? "medium" : "weak" };
}

/** Sign-up and reset share this rule; create-admin too. Messages are i18n keys. */
export const newPasswordSchema = z
  .string()
  .min(1, "auth.passwordRequired")
  .min(passwordLimits.min, "auth.passwordLength")
  .max(passwordLimits.max, "auth.passwordLength")
  .regex(upperPattern, "auth.passwordUpper")
  .regex(lowerPattern, "auth.passwordLower")
  .regex(/\d/, "auth.passwordDigit")
  .regex(specialPattern, "auth.passwordSpecial");

export const emailSchema = z.string().trim().min(1).max(254).pipe(z.email());
/** A name: something visible, without control or direction-override characters (PostgreSQL refuses NUL). */
const nameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((value) => !looksEmpty(value), "validation.required")
  .refine((value) => !hasHiddenCharacters(value), "validation.hiddenCharacters");

export const signUpSchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  language: z.enum(languages),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** The spec's login messages; the server takes any non-empty password so old ones still work. */
export const loginSchema = z.strictObject({
  email: z.string().trim().min(1, "auth.emailRequired").max(254).pipe(z.email("auth.emailInvalid")),
  password: z
    .string()
    .min(1, "auth.passwordRequiredLogin")
    .min(passwordLimits.loginMin, "auth.passwordMinLogin")
    .max(1000),
});
export type LoginInput = z.input<typeof loginSchema>;

/** resend-verification and forgot-password: one address. */
export const emailOnlySchema = z.strictObject({
  email: z.string().trim().min(1, "auth.emailRequired").max(254).pipe(z.email("auth.emailInvalidShort")),
});
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

const resetTokenSchema = z.string().min(1).max(200);

export const resetPasswordSchema = z.strictObject({
  token: resetTokenSchema,
  newPassword: newPasswordSchema,
});

/** Asks whether a reset link still works, before its page asks for a new password. */
export const resetTokenCheckSchema = z.strictObject({ token: resetTokenSchema });

/** The new password typed twice (the reset and change forms): the second must be the first. */
const confirmMatches = (value: { newPassword: string; confirmPassword: string }) =>
  value.newPassword === value.confirmPassword;
const confirmMismatch = { message: "auth.passwordsMismatch", path: ["confirmPassword"] };

/** The reset form: two fields that must match; only newPassword is sent. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, "auth.confirmRequired"),
  })
  .refine(confirmMatches, confirmMismatch);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

const currentPasswordSchema = z.string().min(1, "auth.change.currentRequired").max(1000);
const differsFromCurrent = {
  message: "auth.change.sameAsCurrent",
  path: ["newPassword"],
};

/** A logged-in member changes the password: the current one proves it is them, not a left-open session. */
export const changePasswordSchema = z
  .strictObject({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .refine((value) => value.newPassword !== value.currentPassword, differsFromCurrent);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The change form: the new password twice; confirmPassword is not sent. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, "auth.confirmRequired"),
  })
  .refine((value) => value.newPassword !== value.currentPassword, differsFromCurrent)
  .refine(confirmMatches, confirmMismatch);
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** Deleting one's account: the password again, as for a change of password. */
export const deleteAccountSchema = z.strictObject({
  password: z.string().min(1, "dataRights.passwordRequired").max(1000),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const updateProfileSchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  language: z.enum(languages),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const verifyEmailStatuses = ["success", "already-verified", "invalid", "error"] as const;
export type VerifyEmailStatus = (typeof verifyEmailStatuses)[number];

export { safeNextPath } from "./next-path.ts";
