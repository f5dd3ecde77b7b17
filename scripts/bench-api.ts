/**
 * API speed and memory on this machine: starts the real server (as `npm run serve` would, on a
 * scratch embedded database, or on DATABASE_URL when set) and, beside it, a bare Fastify server
 * answering a constant (the framework's ceiling here), then loads each with autocannon on
 * loopback and prints req/s, latency and the ratio to the ceiling, with the server's peak RSS.
 * `--strict` exits 1 when a goal is missed (ratio >= 0.5, p99 < 25 ms, RSS < 250 MB).
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { inArray } from "drizzle-orm";
import { openDatabase } from "../server/db/client.ts";
import { slots } from "../server/db/schema.ts";
import { seedDatabase } from "../server/db/seed.ts";
import { assertBuilt, builtServerEntry, freePort, waitForOk } from "./local-server.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type RunningServer = {
  url: string;
  pid: number;
  databaseKind: "pglite" | "postgres";
  stop(): Promise<void>;
};

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => {
      child.kill("SIGKILL");
      resolve();
    }, 10_000).unref();
  });
}

/**
 * Starts the built server like `npm run serve` on a free loopback port: on a scratch embedded
 * database (removed afterwards), or on DATABASE_URL when set. `prepare` runs on the opened
 * database first (the server is not running yet, so the embedded database is free to open).
 */
export async function startBuiltServer(
  prepare?: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<() => Promise<void>>,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  assertBuilt("the benchmarks");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const work = mkdtempSync(path.join(tmpdir(), "parish-bench-"));
  const dataDir = path.join(work, "data");
  const database = await openDatabase({ databaseUrl, dataDir });
  await seedDatabase(database.db);
  const cleanup = prepare ? await prepare(database) : async () => {};
  await database.close();

  // Node itself rather than npm, so the pid is the server's own (for its RSS).
  const child = spawn(process.execPath, [...nodeArgs, builtServerEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForOk(`${url}/api/health`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    databaseKind: databaseUrl ? "postgres" : "pglite",
    async stop() {
      await stopChild(child);
      // A scratch embedded database goes with its directory; PostgreSQL gets its rows removed.
      if (databaseUrl) await cleanup();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The framework's ceiling: Fastify with nothing but one route answering a constant. */
async function startCeiling(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const source = `
    import Fastify from "fastify";
    const app = Fastify({ logger: false });
    app.get("/constant", async () => ({ ok: true }));
    await app.listen({ port: ${port}, host: "127.0.0.1" });
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", source], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/constant`;
  await waitForOk(url, child);
  return { url, stop: () => stopChild(child) };
}

type Measured = { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };

async function load(name: string, url: string, seconds: number, connections: number): Promise<Measured> {
  const bin = path.join(repoRoot, "node_modules/.bin/autocannon");
  const run = (duration: number) =>
    promisify(execFile)(bin, ["-c", String(connections), "-d", String(duration), "--json", url], {
      maxBuffer: 16 * 1024 * 1024,
      timeout: (duration + 30) * 1000,
    });
  await run(2); // warm-up: JIT, connection pools, caches
  const { stdout } = await run(seconds);
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Samples the server's resident memory until stopped; answers the peak in MB. */
function sampleRss(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) peak = Math.max(peak, Number(match[1]) / 1024);
    } catch {
      // the process is gone
    }
  }, 200);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Thirty future slots over the next months, so GET /api/slots has a realistic list to return. */
async function seedSlots(database: Awaited<ReturnType<typeof openDatabase>>) {
  const start = Date.now() + 7 * 24 * 3600 * 1000;
  const rows = Array.from({ length: 30 }, (_, i) => ({
    startsAt: new Date(start + i * 3 * 24 * 3600 * 1000),
    durationMinutes: i % 3 === 0 ? 90 : 60,
    type: i % 3 === 0 ? ("wedding" as const) : ("baptism" as const),
    overrideReason: "bench-api",
  }));
  const inserted = await database.db.insert(slots).values(rows).returning({ id: slots.id });
  const ids = inserted.map((row) => row.id);
  return async () => {
    const again = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
    await again.db.delete(slots).where(inArray(slots.id, ids));
    await again.close();
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      strict: { type: "boolean", default: false },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      // Writes the server's CPU profile (open it in Chrome DevTools) to this folder.
      profile: { type: "string" },
    },
  });
  const seconds = Number(values.duration);
  const connections = Number(values.connections);
  const goals = { ratio: 0.5, p99: 25, rssMb: 250 };

  const server = await startBuiltServer(
    seedSlots,
    values.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values.profile)}`] : [],
  );
  const ceiling = await startCeiling();
  const stopSampling = sampleRss(server.pid);
  const results: Measured[] = [];
  const notes: string[] = [];
  try {
    // The ceiling moves with whatever else the machine does (2-3x between runs on a shared VM):
    // it is measured before and after the routes, and the routes are compared with the mean.
    results.push(await load("ceiling, before", ceiling.url, seconds, connections));
    for (const endpoint of ["/api/slots", "/api/services"]) {
      const probe = await fetch(`${server.url}${endpoint}`);
      if (!probe.ok) {
        notes.push(`${endpoint} answered ${probe.status}: skipped`);
        continue;
      }
      results.push(await load(`GET ${endpoint}`, `${server.url}${endpoint}`, seconds, connections));
    }
    results.push(await load("ceiling, after", ceiling.url, seconds, connections));
  } finally {
    await ceiling.stop();
    await server.stop();
  }
  const rss = stopSampling();

  const ceilings = results.filter((result) => result.name.startsWith("ceiling"));
  const ceilingRps = ceilings.reduce((sum, result) => sum + result.rps, 0) / Math.max(1, ceilings.length);
  console.info(
    `API benchmark: ${connections} connections x ${seconds} s, loopback, ${server.databaseKind} database, ${new Date().toISOString()}\n`,
  );
  console.info(
    `${"route".padEnd(22)}${"req/s".padStart(10)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"ratio".padStart(8)}${"non-2xx".padStart(9)}`,
  );
  const failures: string[] = [];
  for (const result of results) {
    const ratio = ceilingRps > 0 ? result.rps / ceilingRps : 0;
    console.info(
      `${result.name.padEnd(22)}${result.rps.toFixed(0).padStart(10)}${String(result.p50).padStart(9)}${String(result.p99).padStart(9)}${ratio.toFixed(2).padStart(8)}${String(result.non2xx + result.errors).padStart(9)}`,
    );
    if (result.name.startsWith("ceiling")) continue;
    if (ratio < goals.ratio) failures.push(`${result.name}: ratio ${ratio.toFixed(2)} < ${goals.ratio}`);
    if (result.p99 >= goals.p99) failures.push(`${result.name}: p99 ${result.p99} ms >= ${goals.p99} ms`);
    if (result.non2xx + result.errors > 0)
      failures.push(`${result.name}: ${result.non2xx + result.errors} failed requests`);
  }
  console.info(`${"ceiling (mean)".padEnd(22)}${ceilingRps.toFixed(0).padStart(10)}`);
  console.info(`\nserver peak RSS: ${rss.toFixed(0)} MB (goal < ${goals.rssMb} MB)`);
  if (rss >= goals.rssMb) failures.push(`RSS ${rss.toFixed(0)} MB >= ${goals.rssMb} MB`);
  for (const note of notes) console.info(`note: ${note}`);
  if (failures.length > 0) {
    console.info(`\ngoals missed:\n  ${failures.join("\n  ")}`);
    if (values.strict) process.exit(1);
  } else {
    console.info("\nevery goal met");
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
