import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./e2e/chromium-path.ts";

const reportDir = process.env.CI_REPORT_DIR;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: reportDir ? [["list"], ["json", { outputFile: `${reportDir}/playwright.json` }]] : [["list"]],
  use: {
    // The site scrolls smoothly unless the visitor asks for less motion; a forced click (the kit's
    // aria-disabled submit buttons need one) is aimed while Playwright's scroll to the button is
    // still gliding, and lands beside it (CI, 24 November). foundation.spec checks both settings.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], defaultBrowserType: "chromium" },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
});
