import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/local-server.ts";

/** The real server (server/main.ts) as a child process on a free port and a data dir of its own. */
export async function startServerProcess(env: Record<string, string> = {}, dataDir?: string) {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "parish-proc-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn", RATE_LIMITS: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let [stdout, stderr] = ["", ""];
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: dir,
    child,
    exited,
    /** The log: JSON lines, as journald keeps them. */
    stdout: () => stdout,
    stderr: () => stderr,
    async kill(signal: NodeJS.Signals = "SIGTERM") {
      child.kill(signal);
      return exited;
    },
    cleanup() {
      if (child.exitCode === null) child.kill("SIGKILL");
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
