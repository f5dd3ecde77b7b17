import type { Lang, SacramentsContent } from "./parish-shared.ts";
import { content as el } from "./sacraments.el.ts";
import { content as en } from "./sacraments.en.ts";

/**
 * The sacraments page's words in both languages. Only that page imports them, so the other pages'
 * first load does not carry them (ADR 010); both languages together are smaller than the parish
 * content every page loads.
 */
export const sacramentsContent: Record<Lang, SacramentsContent> = { en, el };
