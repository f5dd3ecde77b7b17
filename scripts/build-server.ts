/**
 * Bundles the server's TypeScript into one ES module, build/server/main.js, which `npm start`
 * and `npm run serve` run with plain Node. Packages stay external (node_modules is loaded as
 * usual); only our own code is bundled. Running the bundle instead of compiling every module
 * on the fly at start (tsx) saves about 60 MB of memory and a quarter of the time per request
 * (docs/benchmarks.md). Tests and `npm run dev` still run the sources.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { repoRoot } from "../server/paths.ts";

const outdir = path.join(repoRoot, "build/server");

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: repoRoot,
  entryPoints: ["server/main.ts"],
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.info(`server bundle: build/server/main.js (${(bytes / 1024).toFixed(0)} KB with its source map)`);
