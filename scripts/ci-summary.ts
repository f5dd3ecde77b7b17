/** Sums the JSON reports of every test run in a directory into "N passed, N failed". */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".";
let passed = 0;
let failed = 0;
const failures: string[] = [];

type Suite = { title: string; file?: string; specs?: Spec[]; suites?: Suite[] };
type Spec = { title: string; line: number; tests: { projectName: string; status: string }[] };

/** The Playwright tests of a JSON report with a status, as "file:line › title [project]". */
function specsWith(status: string, suites: Suite[] = [], trail: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const titles = suite.file === suite.title ? trail : [...trail, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map(
          (test) =>
            `${suite.file}:${spec.line} › ${[...titles, spec.title].join(" › ")} [${test.projectName}]`,
        ),
    );
    return [...own, ...specsWith(status, suite.suites, titles)];
  });
}
type Checks = { checks: { name: string; passed: boolean }[] };

for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if ("checks" in report) {
    // A budget script's report (bench:lighthouse): one check per page and budget.
    const { checks } = report as Checks;
    const ok = checks.filter((check) => check.passed).length;
    passed += ok;
    failed += checks.length - ok;
    console.info(`${file}: ${ok} passed, ${checks.length - ok} failed`);
    failures.push(...checks.filter((check) => !check.passed).map((check) => `${file}: ${check.name}`));
  } else if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    console.info(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    for (const result of report.testResults ?? []) {
      for (const test of result.assertionResults ?? []) {
        if (test.status === "failed") failures.push(`${file}: ${result.name} › ${test.fullName}`);
      }
    }
  } else if (report.stats) {
    const ok = (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    passed += ok;
    failed += report.stats.unexpected ?? 0;
    console.info(`${file}: ${ok} passed, ${report.stats.unexpected ?? 0} failed`);
    failures.push(...specsWith("unexpected", report.suites).map((line) => `${file}: ${line}`));
    // Passed only on the retry: counted as passed, named so it gets fixed.
    for (const line of specsWith("flaky", report.suites)) console.info(`  flaky: ${file}: ${line}`);
  }
}
for (const line of failures) console.info(`  failed: ${line}`);
console.info(`${passed} ${failed}`);
