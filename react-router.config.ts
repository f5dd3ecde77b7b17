import type { Config } from "@react-router/dev/config";
import { languages } from "./contracts/language.ts";
import { publicPages } from "./contracts/paths.ts";

export default {
  appDirectory: "web",
  buildDirectory: "build",
  // The server serves the built files; public pages are pre-rendered so their text is in the HTML.
  ssr: false,
  prerender: languages.flatMap((lang) => publicPages.map((page) => `/${lang}/${page}`)),
} satisfies Config;
