import type { Lang, PrivacyContent } from "./parish-shared.ts";
import { content as el } from "./privacy.el.ts";
import { content as en } from "./privacy.en.ts";

/**
 * The privacy page's words in both languages. Only that page imports them, so the other pages'
 * first load does not carry them (ADR 010); both languages together are smaller than the parish
 * content every page loads.
 */
export const privacyContent: Record<Lang, PrivacyContent> = { en, el };
