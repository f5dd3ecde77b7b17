/**
 * The browser tests, check:budgets and the Lighthouse and office benchmarks drive Debian's Chromium;
 * say how to get it instead of failing obscurely (check:budgets waited without end).
 */
import { existsSync } from "node:fs";
import { chromiumPath } from "../e2e/chromium-path.ts";

const found = chromiumPath();
if (!found || !existsSync(found)) {
  console.error(
    "No Chromium found: the browser tests, check:budgets and the browser benchmarks need one.\n" +
      "Install Debian's Chromium with `sudo apt-get install -y chromium` (it lands at /usr/bin/chromium),\n" +
      "or set CHROME_PATH to a Chromium or Chrome binary. (`npx playwright install` cannot download here.)",
  );
  process.exit(1);
}
