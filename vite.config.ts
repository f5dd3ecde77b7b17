import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { reactAriaForBrowsers, reactAriaWordsForDevDeps } from "./scripts/vite-react-aria-plugin.ts";
import { stringsPlugin } from "./scripts/vite-strings-plugin.ts";
import { siteUrlForBuild } from "./server/build-info.ts";

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * What every page runs before it is interactive: React, React Router, i18next and the shared
 * layout with the session. Left to the automatic splitting these were 20-odd files of
 * 0.2–4 KB, each a request that a slow phone (and Lighthouse's model of one) waits a round trip
 * for before the first paint. One chunk instead; nothing here is loaded by some pages only.
 */
const shell = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  /[\\/]web[\\/]app[\\/]/,
  /[\\/]web[\\/]components[\\/]layout[\\/]/,
  /[\\/]web[\\/]features[\\/]auth[\\/](session|guards|logout-note|use-logout|next-path|account-menu)\.tsx?$/,
  /[\\/]web[\\/]features[\\/]public[\\/](page-hero|meta|not-found)\.tsx?$/,
  /[\\/]web[\\/]content[\\/]parish\.ts$/,
  /[\\/]contracts[\\/](language|next-path|session-hint|paths)\.ts$/,
];

/**
 * The liturgical calendar and date formatting that the home, programme and calendar pages share.
 * The feasts only: the fasts (with their names in both languages) and the sacraments' rules stay
 * with the pages that show them, not on the home page's first load.
 */
const dates = [
  /[\\/]node_modules[\\/](date-fns|@date-fns[\\/]tz)[\\/]/,
  /[\\/]contracts[\\/]liturgical[\\/](calendar|dates|fixed-feasts|moveable|pascha)\.ts$/,
  /[\\/]contracts[\\/](service-kinds|time)\.ts$/,
  /[\\/]web[\\/]features[\\/]programme[\\/](format|kinds|calendar-math)\.tsx?$/,
];

const matches = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [...reactAriaForBrowsers(), stringsPlugin(), tailwindcss(), reactRouter()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
  optimizeDeps: { rolldownOptions: { plugins: reactAriaWordsForDevDeps() } },
  publicDir: "web/public",
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: matches(shell), priority: 2 },
                { name: "dates", test: matches(dates), priority: 1 },
              ],
            },
          },
        },
  },
  define: {
    // Canonical and hreflang links are absolute: they name the public site the build is for (the
    // build records it for the server, which warns when its own PUBLIC_URL differs).
    __SITE_URL__: JSON.stringify(siteUrlForBuild()),
    // The footer's year as the pre-rendered pages say it, for hydration to start from
    // (web/components/layout/use-current-year.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
}));
