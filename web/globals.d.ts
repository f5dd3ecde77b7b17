declare const __SITE_URL__: string;

/** One language's strings, public or members-only sections (scripts/vite-strings-plugin.ts). */
declare module "virtual:strings/*" {
  const strings: Record<string, unknown>;
  export default strings;
}
