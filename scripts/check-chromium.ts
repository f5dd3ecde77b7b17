/** Browser tests drive Debian's Chromium; say how to get it instead of failing obscurely. */
import { existsSync } from "node:fs";
import { chromiumPath } from "../e2e/chromium-path.ts";

const found = chromiumPath();
if (!found || !existsSync(found)) {
  console.error(
    "No Chromium found for the browser tests.\n" +
      "Install Debian's Chromium with `sudo apt-get install -y chromium` (it lands at /usr/bin/chromium),\n" +
      "or set CHROME_PATH to a Chromium or Chrome binary. (`npx playwright install` cannot download here.)",
  );
  process.exit(1);
}
