declare const __SITE_URL__: string;
/** The year the pages were pre-rendered in (vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** One language's strings, public or members-only sections (scripts/vite-strings-plugin.ts). */
declare module "virtual:strings/*" {
  const strings: Record<string, unknown>;
  export default strings;
}
