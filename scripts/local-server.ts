import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Waits until `url` answers 2xx, failing early if the process serving it exits. */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The built server (`npm run build` writes it): what `npm start` and `npm run serve` run. */
export const builtServerEntry = "build/server/main.js";

/**
 * Node's arguments for the built server, read from package.json's `serve` script, so the browser
 * tests and benchmarks run the server exactly as it is deployed (V8 flags included). The script
 * `exec`s node, so a SIGTERM sent to npm (a supervisor, `docker stop`) reaches the server.
 */
export function builtServerArgs(): string[] {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
    .scripts;
  const [exec, command, ...args] = (scripts.serve ?? "").trim().split(/\s+/);
  if (exec !== "exec" || command !== "node" || !args.includes(builtServerEntry)) {
    throw new Error(`package.json's serve script should be "exec node [flags] ${builtServerEntry}"`);
  }
  return args;
}

/** Throws with the command to run when the site or the server has not been built. */
export function assertBuilt(what: string): void {
  for (const file of ["build/client/index.html", builtServerEntry]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before ${what}.`);
  }
}
