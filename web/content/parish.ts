import type { Lang, ParishContent } from "./parish-shared.ts";

export * from "./parish-shared.ts";

/**
 * The parish's own words, per language. The browser loads only the page's language (with its
 * strings, before hydration: web/app/i18n.ts); server code imports web/content/parish-all.ts.
 */
export const parishContent = {} as Record<Lang, ParishContent>;

const loaders = import.meta.glob<ParishContent>("./parish.{en,el}.ts", { import: "content" });

export async function loadParishContent(language: Lang): Promise<void> {
  if (parishContent[language]) return;
  const load = loaders[`./parish.${language}.ts`];
  if (!load) throw new Error(`no parish content for ${language}`);
  parishContent[language] = await load();
}
