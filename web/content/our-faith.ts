import { content as el } from "./our-faith.el.ts";
import { content as en } from "./our-faith.en.ts";
import type { Lang, OurFaithContent } from "./parish-shared.ts";

/**
 * The our-faith page's words in both languages. Only that page imports them, so the other pages'
 * first load does not carry them (ADR 010); both languages together are smaller than the parish
 * content every page loads.
 */
export const ourFaithContent: Record<Lang, OurFaithContent> = { en, el };
