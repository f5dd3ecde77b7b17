import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { languages } from "./contracts/language.ts";
import { publicPages } from "./contracts/paths.ts";
import { writeLanguageShells } from "./scripts/language-shells.ts";
import { lowerPriorityInPrerenderedPages } from "./scripts/script-priority.ts";
import { siteUrlForBuild, writeBuildInfo } from "./server/build-info.ts";

const prerendered = languages.flatMap((lang) => publicPages.map((page) => `/${lang}/${page}`));

export default {
  appDirectory: "web",
  buildDirectory: "build",
  // The server serves the built files; public pages are pre-rendered so their text is in the HTML.
  ssr: false,
  prerender: prerendered,
  // Runs after pre-rendering: readable pages paint before their scripts load (ADR 012), the shell
  // of the pages drawn in the browser gets a copy in each language (language-shells.ts), and the
  // server learns which address the pages' absolute links name (server/build-info.ts).
  buildEnd: ({ reactRouterConfig }) => {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    lowerPriorityInPrerenderedPages(clientDir, prerendered);
    writeLanguageShells(clientDir);
    writeBuildInfo(clientDir, siteUrlForBuild());
  },
} satisfies Config;
