/**
 * API speed and memory on this machine: starts the real server (as `npm run serve` would, on a
 * scratch embedded database, or on DATABASE_URL when set) and, beside it, a bare Fastify server
 * answering a constant (the framework's ceiling here), then loads each with autocannon on
 * loopback and prints req/s, latency and the ratio to the ceiling, with the server's peak RSS.
 * `--rounds N` (3) interleaves the runs with the ceiling's; `--strict` exits 1 when a goal is
 * missed (ratio >= 0.5, p99 < 25 ms, RSS < 250 MB).
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
import { assertBuilt, builtServerArgs, freePort, waitForOk } from "./local-server.ts";

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

  const child = await spawnBuiltServer(url, port, dataDir, nodeArgs);
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

/**
 * The built server on `port` (Node itself rather than npm, so the pid is the server's own, for its
 * RSS), once it answers; `onSpawn` has its pid at once.
 */
async function spawnBuiltServer(
  url: string,
  port: number,
  dataDir: string,
  nodeArgs: string[],
  onSpawn: (pid: number) => void = () => {},
) {
  const child = spawn(process.execPath, [...nodeArgs, ...builtServerArgs()], {
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
  onSpawn(child.pid ?? 0);
  try {
    await waitForOk(`${url}/api/health`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return child;
}

/**
 * The server's peak RSS from its first start on an empty DATA_DIR (it creates, migrates and seeds
 * the embedded database) until it has answered for 3 seconds.
 */
async function firstStartRss(): Promise<number> {
  const port = await freePort();
  const work = mkdtempSync(path.join(tmpdir(), "parish-first-start-"));
  let stopSampling = () => 0;
  try {
    const child = await spawnBuiltServer(
      `http://127.0.0.1:${port}`,
      port,
      path.join(work, "data"),
      [],
      (pid) => {
        stopSampling = sampleRss(pid);
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const peak = stopSampling();
    await stopChild(child);
    return peak;
  } finally {
    stopSampling();
    rmSync(work, { recursive: true, force: true });
  }
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

type Measured = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Bytes per answer on the wire, headers included. */
  bytes: number;
};

/** What Chromium sends with every fetch the pages make; `--encoding ""` asks for none. */
export const browserAcceptEncoding = "gzip, deflate, br, zstd";

type Load = { seconds: number; connections: number; acceptEncoding: string };

async function load(
  name: string,
  url: string,
  { seconds, connections, acceptEncoding }: Load,
): Promise<Measured> {
  const bin = path.join(repoRoot, "node_modules/.bin/autocannon");
  const headers = acceptEncoding ? ["-H", `accept-encoding=${acceptEncoding}`] : [];
  const run = (duration: number) =>
    promisify(execFile)(bin, ["-c", String(connections), "-d", String(duration), ...headers, "--json", url], {
      maxBuffer: 16 * 1024 * 1024,
      timeout: (duration + 30) * 1000,
    });
  await run(2); // warm-up: JIT, connection pools, caches
  const { stdout } = await run(seconds);
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    throughput: { average: number };
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
    bytes: result.requests.average > 0 ? result.throughput.average / result.requests.average : 0,
  };
}

/** Samples the server's resident memory until stopped; answers the peak in MB. */
export function sampleRss(pid: number) {
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const { values } = parseArgs({
    options: {
      strict: { type: "boolean", default: false },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      rounds: { type: "string", default: "3" },
      // Only these routes (comma-separated), e.g. to profile one.
      routes: { type: "string", default: "/api/slots,/api/services" },
      // Writes the server's CPU profile (open it in Chrome DevTools) to this folder.
      profile: { type: "string" },
      // The Accept-Encoding every request sends, the ceiling's too.
      encoding: { type: "string", default: browserAcceptEncoding },
    },
  });
  const seconds = Number(values.duration);
  const connections = Number(values.connections);
  const rounds = Math.max(1, Number(values.rounds) || 1);
  const goals = { ratio: 0.5, p99: 25, rssMb: 250 };
  const loadOptions: Load = { seconds, connections, acceptEncoding: values.encoding };
  const endpoints = values.routes.split(",").filter(Boolean);

  // On the embedded database, the first start creates it: measured apart, before the load.
  const firstStart = process.env.DATABASE_URL ? undefined : await firstStartRss();
  const server = await startBuiltServer(
    seedSlots,
    values.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values.profile)}`] : [],
  );
  const ceiling = await startCeiling();
  const stopSampling = sampleRss(server.pid);
  // The ceiling moves with whatever else the machine does (2-3x within minutes on a shared VM).
  // So the runs interleave: ceiling, routes, ceiling, routes, ..., ceiling, and each route's run
  // is compared with the mean of the ceiling runs just before and just after it.
  const ceilings: Measured[] = [];
  const runs = new Map<string, { measured: Measured; ratio: number }[]>(endpoints.map((e) => [e, []]));
  try {
    for (const endpoint of endpoints) {
      const probe = await fetch(`${server.url}${endpoint}`);
      if (!probe.ok) throw new Error(`${endpoint} answered ${probe.status}`);
    }
    ceilings.push(await load("ceiling", ceiling.url, loadOptions));
    for (let round = 0; round < rounds; round++) {
      const measured = [];
      for (const endpoint of endpoints) {
        measured.push(await load(`GET ${endpoint}`, `${server.url}${endpoint}`, loadOptions));
      }
      ceilings.push(await load("ceiling", ceiling.url, loadOptions));
      const around = ((ceilings.at(-2)?.rps ?? 0) + (ceilings.at(-1)?.rps ?? 0)) / 2;
      measured.forEach((result, i) => {
        runs.get(endpoints[i] ?? "")?.push({ measured: result, ratio: around > 0 ? result.rps / around : 0 });
      });
    }
  } finally {
    await ceiling.stop();
    await server.stop();
  }
  const rss = stopSampling();

  console.info(
    `API benchmark: ${connections} connections x ${seconds} s, ${rounds} round(s), loopback, ${server.databaseKind} database, Accept-Encoding "${values.encoding}", ${new Date().toISOString()}\n`,
  );
  const row = (name: string, ...cells: [string, string, string, string, string, string]) =>
    console.info(`${name.padEnd(22)}${cells.map((cell, i) => cell.padStart(i === 0 ? 10 : 9)).join("")}`);
  row("route", "req/s", "p50 ms", "p99 ms", "ratio", "failed", "bytes");
  const failures: string[] = [];
  for (const endpoint of endpoints) {
    const list = runs.get(endpoint) ?? [];
    const name = `GET ${endpoint}`;
    const rps = median(list.map((run) => run.measured.rps));
    const ratio = median(list.map((run) => run.ratio));
    const p50 = Math.max(...list.map((run) => run.measured.p50));
    const p99 = Math.max(...list.map((run) => run.measured.p99));
    const failed = list.reduce((sum, run) => sum + run.measured.non2xx + run.measured.errors, 0);
    const bytes = median(list.map((run) => run.measured.bytes));
    row(name, rps.toFixed(0), String(p50), String(p99), ratio.toFixed(2), String(failed), bytes.toFixed(0));
    if (ratio < goals.ratio) failures.push(`${name}: ratio ${ratio.toFixed(2)} < ${goals.ratio}`);
    if (p99 >= goals.p99) failures.push(`${name}: p99 ${p99} ms >= ${goals.p99} ms`);
    if (failed > 0) failures.push(`${name}: ${failed} failed requests`);
  }
  const ceilingBytes = median(ceilings.map((c) => c.bytes)).toFixed(0);
  row("ceiling", median(ceilings.map((c) => c.rps)).toFixed(0), "", "", "1.00", "", ceilingBytes);
  console.info(
    `\nmedian req/s, ratio and bytes per answer (headers included) over the rounds; p50/p99 the worst round. Each run, in order:\n  ${[
      ...ceilings.map((c, i) => ({ order: i * (endpoints.length + 1), text: `ceiling ${c.rps.toFixed(0)}` })),
      ...endpoints.flatMap((endpoint, e) =>
        (runs.get(endpoint) ?? []).map((run, r) => ({
          order: r * (endpoints.length + 1) + e + 1,
          text: `${endpoint} ${run.measured.rps.toFixed(0)} (${run.ratio.toFixed(2)})`,
        })),
      ),
    ]
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.text)
      .join(", ")}`,
  );
  console.info(`\nserver peak RSS: ${rss.toFixed(0)} MB (goal < ${goals.rssMb} MB)`);
  if (rss >= goals.rssMb) failures.push(`RSS ${rss.toFixed(0)} MB >= ${goals.rssMb} MB`);
  if (firstStart !== undefined) {
    console.info(
      `server peak RSS over a first start on an empty DATA_DIR: ${firstStart.toFixed(0)} MB (goal < ${goals.rssMb} MB)`,
    );
    if (firstStart >= goals.rssMb)
      failures.push(`first start RSS ${firstStart.toFixed(0)} MB >= ${goals.rssMb} MB`);
  }
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
