/**
 * The contact form's length limits, apart from the schema so that the page can put them on its
 * inputs without loading zod (the form imports contact.ts only when it first validates).
 */
export const contactLimits = { name: 100, email: 254, telephone: 30, message: 5000, messageMin: 15 } as const;
