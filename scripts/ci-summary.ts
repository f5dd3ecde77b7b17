/** Sums the JSON reports of every test run in a directory into "N passed, N failed". */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".";
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    console.info(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.stats) {
    const ok = (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    passed += ok;
    failed += report.stats.unexpected ?? 0;
    console.info(`${file}: ${ok} passed, ${report.stats.unexpected ?? 0} failed`);
  }
}
console.info(`${passed} ${failed}`);
