/**
 * Race safety and speed of booking, through HTTP against the real server (`npm run bench:booking`).
 * Starts the built server (`node build/server/main.js`) on a scratch embedded database (or DATABASE_URL when set) with rate
 * limits off, after putting N verified members with sessions and the slots straight into the
 * database. Then: all N members request the SAME slot at once — exactly one 201, the rest 409 and
 * no 5xx, or the run fails; then each member books a slot of their own at once. Prints
 * throughput and p50/p99 latency for both rounds. Options: --users N (default 200).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { slots, users } from "../server/db/schema.ts";
import { hashPassword } from "../server/modules/auth/password.ts";
import { createSession, sessionCookieName } from "../server/modules/auth/session.ts";
import { baptismBody } from "../server/modules/bookings/fixtures.ts";
import { assertBuilt, builtServerArgs, freePort, waitForOk } from "./local-server.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { users: { type: "string", default: "200" } } });
const count = Number(values.users);
if (!Number.isInteger(count) || count < 2) throw new Error("--users must be a whole number of at least 2");

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

type Result = { status: number; ms: number };

async function round(baseUrl: string, requests: { token: string; slotId: string }[]) {
  const started = performance.now();
  const results = await Promise.all(
    requests.map(async ({ token, slotId }): Promise<Result> => {
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/api/baptism-booking`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `${sessionCookieName}=${token}; XSRF-TOKEN=bench`,
          "x-xsrf-token": "bench",
        },
        body: JSON.stringify(baptismBody(slotId)),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - t0 };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const result of results) statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
  return {
    statuses,
    throughput: results.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    seconds,
  };
}

const format = (r: Awaited<ReturnType<typeof round>>) =>
  `${[...r.statuses].map(([status, n]) => `${status}×${n}`).join(" ")} | ${r.throughput.toFixed(0)} req/s | p50 ${r.p50.toFixed(0)} ms | p99 ${r.p99.toFixed(0)} ms | ${r.seconds.toFixed(2)} s`;

const work = mkdtempSync(path.join(tmpdir(), "parish-bench-booking-"));
const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.join(work, "data");
let server: ChildProcess | undefined;
try {
  const database = await openDatabase({ databaseUrl, dataDir });
  const passwordHash = await hashPassword(`Bench-${Date.now()}-Aa1!`);
  const runId = Date.now().toString(36);
  const members = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: "Bench",
        lastName: `Member ${i}`,
        email: `bench-${runId}-${i}@example.org`,
        passwordHash,
        isVerified: true,
      })),
    )
    .returning({ id: users.id });
  const tokens = [];
  for (const member of members) tokens.push(await createSession(database.db, member.id));
  // Slots far in the future, one hour apart: one shared, then one per member.
  const base = Date.UTC(2031, 0, 1, 9) + Math.floor(Math.random() * 1000) * 86_400_000 * 3;
  const created = await database.db
    .insert(slots)
    .values(
      Array.from({ length: count + 1 }, (_, i) => ({
        startsAt: new Date(base + i * 3_600_000),
        durationMinutes: 30,
        type: "baptism" as const,
      })),
    )
    .returning({ id: slots.id });
  await database.close();
  const [shared, ...own] = created.map((row) => row.id);
  if (!shared) throw new Error("no slots created");

  assertBuilt("the benchmark");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, builtServerArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      RATE_LIMITS: "off",
      LOG_LEVEL: "warn",
      OUTBOX_INTERVAL_MS: "600000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForOk(`${baseUrl}/api/health`, server);
  console.info(`booking bench on ${databaseUrl ? "PostgreSQL" : "PGlite"}, ${count} members`);

  const race = await round(
    baseUrl,
    tokens.map((token) => ({ token, slotId: shared })),
  );
  console.info(`same slot:  ${format(race)}`);
  const spread = await round(
    baseUrl,
    tokens.map((token, i) => ({ token, slotId: own[i] ?? shared })),
  );
  console.info(`own slots:  ${format(spread)}`);

  const won = race.statuses.get(201) ?? 0;
  const lost = race.statuses.get(409) ?? 0;
  const failures = [...race.statuses, ...spread.statuses].filter(([status]) => status >= 500);
  const ok =
    won === 1 && lost === count - 1 && failures.length === 0 && (spread.statuses.get(201) ?? 0) === count;
  console.info(ok ? "OK: exactly one booking won the race; every member got their own slot" : "FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => {
      server?.once("exit", resolve);
      setTimeout(resolve, 10_000).unref();
    });
  }
  rmSync(work, { recursive: true, force: true });
}
