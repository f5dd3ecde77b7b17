import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's root: the nearest folder above this module holding package.json. The same
 * answer whether the server runs from its sources (server/) or from its bundle (build/server/),
 * so the built site and the migrations are found either way.
 */
function findRepoRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
