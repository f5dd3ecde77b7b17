/**
 * Sets one top-level namespace of web/i18n/en.json and el.json from two fragment files, under a
 * lock, so several people can add their strings at the same time without losing each other's.
 * Usage: tsx scripts/i18n-merge.ts <namespace> <en-fragment.json> <el-fragment.json>
 */
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const [namespace, enFile, elFile] = process.argv.slice(2);
if (!namespace || !enFile || !elFile) {
  console.error("usage: tsx scripts/i18n-merge.ts <namespace> <en-fragment.json> <el-fragment.json>");
  process.exit(2);
}
const dir = path.resolve("web/i18n");
const lock = path.join(dir, ".lock");
const started = Date.now();
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() - started > 10_000) {
      console.error("web/i18n/.lock is held for over 10 s; remove it if no merge is running");
      process.exit(1);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const [lang, file] of [
    ["en", enFile],
    ["el", elFile],
  ] as const) {
    const target = path.join(dir, `${lang}.json`);
    const data = JSON.parse(readFileSync(target, "utf8"));
    data[namespace] = JSON.parse(readFileSync(file, "utf8"));
    const tmp = `${target}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(data, null, 2)}\n`);
    renameSync(tmp, target);
  }
  console.info(`set namespace "${namespace}" in en.json and el.json`);
} finally {
  rmdirSync(lock);
}
