import { contactLimits } from "./contact-limits.ts";
import { hasHiddenCharacters, looksEmpty, optionalTelephonePattern, visibleLength } from "./plain-text.ts";
import { z } from "./zod.ts";

export { contactLimits };

/** The contact form and POST /api/contact share this schema; messages are i18n keys. */
export const contactSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "contact.nameRequired")
    .max(contactLimits.name)
    .refine((value) => !looksEmpty(value), "contact.nameRequired")
    .refine((value) => !hasHiddenCharacters(value), "validation.hiddenCharacters"),
  email: z.string().trim().max(contactLimits.email).pipe(z.email("contact.emailInvalid")),
  telephone: z
    .string()
    .trim()
    .max(contactLimits.telephone)
    .regex(optionalTelephonePattern, "contact.telephoneInvalid")
    .optional(),
  message: z
    .string()
    .trim()
    .min(contactLimits.messageMin, "contact.messageTooShort")
    .max(contactLimits.message)
    .refine((value) => visibleLength(value) >= contactLimits.messageMin, "contact.messageTooShort")
    .refine((value) => !hasHiddenCharacters(value, { multiline: true }), "validation.hiddenCharacters"),
  /** Honeypot: hidden from people, so only robots fill it in. */
  website: z.string().max(200).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
