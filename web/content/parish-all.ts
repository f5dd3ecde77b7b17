import { content as el } from "./parish.el.ts";
import { content as en } from "./parish.en.ts";
import type { Lang, ParishContent } from "./parish-shared.ts";

/** Both languages at once, for the server (mails, calendar files) and tests. */
export const parishContentAll: Record<Lang, ParishContent> = { en, el };
