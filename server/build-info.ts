import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "../contracts/language.ts";
import { loadConfig, readEnvFile } from "./config.ts";
import { repoRoot } from "./paths.ts";

/**
 * What `npm run build` records beside the pages for the server: the public address the pages were
 * built for (their canonical, hreflang, og:url and og:image links are absolute and fixed then) and
 * when. Never served (static-site.ts).
 */
export type BuildInfo = { siteUrl: string; builtAt: string };

export const buildInfoFile = "build-info.json";

/**
 * The shell of the pages drawn in the browser in `language`, relative to the built client: React
 * Router writes the English one, the build copies it for each other language (language-shells.ts).
 */
export const shellFileOf = (language: Language) =>
  language === "en" ? "index.html" : `${language}/index.html`;

/**
 * PUBLIC_URL at build time (vite.config.ts's __SITE_URL__), from the environment over the
 * repository's `.env` as the server reads them, defaulting as the server does (localhost, PORT).
 */
export function siteUrlForBuild(env: Record<string, string | undefined> = environmentForBuild()): string {
  // Checked as the server checks it: PORT=abc built pages naming http://localhost:abc.
  return loadConfig(env).publicUrl;
}

function environmentForBuild() {
  const env = { ...process.env };
  readEnvFile(path.join(repoRoot, ".env"), env);
  return env;
}

/** Called by the build once the pages are pre-rendered (react-router.config.ts). */
export function writeBuildInfo(clientDir: string, siteUrl: string, builtAt = new Date()): void {
  const info: BuildInfo = { siteUrl, builtAt: builtAt.toISOString().replace(/\.\d{3}Z$/, "Z") };
  writeFileSync(path.join(clientDir, buildInfoFile), `${JSON.stringify(info, null, 2)}\n`);
}

/** The build's record, or undefined when the site is not built (or was built before it was kept). */
export function readBuildInfo(clientDir: string): BuildInfo | undefined {
  const file = path.join(clientDir, buildInfoFile);
  if (!existsSync(file)) return undefined;
  const info = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildInfo>;
  return typeof info.siteUrl === "string" && typeof info.builtAt === "string"
    ? { siteUrl: info.siteUrl, builtAt: info.builtAt }
    : undefined;
}
