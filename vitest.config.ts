import { defineConfig } from "vitest/config";

const reportDir = process.env.CI_REPORT_DIR;
const reportName = process.env.CI_REPORT_NAME ?? "vitest";

export default defineConfig({
  test: {
    reporters: reportDir
      ? ["default", ["json", { outputFile: `${reportDir}/${reportName}.json` }]]
      : ["default"],
    include: [
      "contracts/**/*.test.ts",
      "server/**/*.test.ts",
      "web/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      // Tests that need a PostgreSQL server of their own run in the PostgreSQL pass (.ci/run).
      ...(process.env.TEST_DATABASE_URL ? ["server/**/*.pg-test.ts"] : []),
    ],
    globalSetup: ["server/test/global-setup.ts"],
    // UTC unless TEST_TZ names another zone: CI runs the PostgreSQL pass on a machine clock far from
    // London's, since nothing should depend on the zone the server happens to run in.
    env: { TZ: process.env.TEST_TZ ?? "UTC" },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: a file per core keeps PGlite's start-up in parallel without starving either.
    maxWorkers: 2,
  },
});
