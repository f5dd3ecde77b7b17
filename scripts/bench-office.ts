/**
 * The church office's side after ten years of use (`npm run bench:office`, after `npm run build`).
 * Seeds a scratch embedded database (or DATABASE_URL, whose bench rows are removed afterwards)
 * with a busy parish (scripts/bench-office-data.ts), starts the built server on it, and as the
 * office's admin session reads each office list: sequentially (`--samples` times after two
 * warm-ups) and with `--connections` at once (a third as many each); prints p50/p99 of both, the answer's bytes on the
 * wire (as Chromium asks: compressed where the server compresses) and its rows, and the server's
 * peak RSS. Then opens the office's pages in Chromium logged in as the admin and prints the time
 * from navigation until each list is shown and how many rows the page holds. `--no-browser`
 * skips the pages; `--members`, `--bookings`, `--services` size the parish.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { parseArgs } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { addDaysIso, londonDate } from "../contracts/time.ts";
import { chromiumPath } from "../e2e/chromium-path.ts";
import { openDatabase } from "../server/db/client.ts";
import { createSession, sessionCookieName, sessionHintCookieName } from "../server/modules/auth/session.ts";
import { browserAcceptEncoding, type RunningServer, sampleRss, startBuiltServer } from "./bench-api.ts";
import { type OfficeBench, removeOfficeBenchData, seedOfficeBench } from "./bench-office-data.ts";

const { values } = parseArgs({
  options: {
    members: { type: "string", default: "2000" },
    bookings: { type: "string", default: "3000" },
    services: { type: "string", default: "1500" },
    samples: { type: "string", default: "30" },
    connections: { type: "string", default: "10" },
    "no-browser": { type: "boolean", default: false },
  },
});
const samples = Math.max(3, Number(values.samples) || 30);
const connections = Math.max(1, Number(values.connections) || 10);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

type Answer = { status: number; ms: number; wireBytes: number; body: Buffer; headers: IncomingHttpHeaders };

/** One GET over a kept-alive connection, timed to the last byte; the body decoded as the browser would. */
function get(agent: Agent, url: string, cookie: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      url,
      { agent, headers: { cookie, "accept-encoding": browserAcceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          // The server answers Brotli, gzip or nothing (server/plugins/read-cache.ts).
          const body =
            encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            wireBytes: raw.length,
            body,
            headers: res.headers,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Rows in an answer: a JSON list's length, a data export's bookings, a CSV's lines, else 1. */
function rowsIn(answer: Answer): number {
  const type = String(answer.headers["content-type"] ?? "");
  const text = answer.body.toString("utf8");
  if (type.startsWith("text/csv")) return text.split("\n").filter((line) => line.trim() !== "").length - 1;
  const json = JSON.parse(text) as unknown;
  if (Array.isArray(json)) return json.length;
  if (json && typeof json === "object" && "bookings" in json && Array.isArray(json.bookings)) {
    return json.bookings.length;
  }
  return 1;
}

type Measured = {
  name: string;
  seq: { p50: number; p99: number };
  conc: { p50: number; p99: number; rps: number };
  bytes: number;
  rows: number;
};

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

async function measure(server: RunningServer, name: string, path: string, cookie: string): Promise<Measured> {
  const url = `${server.url}${path}`;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  try {
    const first = await get(agent, url, cookie);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${first.body.toString()}`);
    await get(agent, url, cookie);
    const sequential: number[] = [];
    for (let i = 0; i < samples; i++) sequential.push((await get(agent, url, cookie)).ms);
    const concurrent: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let i = 0; i < Math.ceil(samples / 3); i++) concurrent.push((await get(agent, url, cookie)).ms);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      name,
      seq: stats(sequential),
      conc: { ...stats(concurrent), rps: concurrent.length / seconds },
      bytes: first.wireBytes,
      rows: rowsIn(first),
    };
  } finally {
    agent.destroy();
  }
}

/** The office's reads: what its pages ask for, on a parish of ten years. */
function officeReads(bench: OfficeBench) {
  const today = londonDate(new Date());
  const lastYear = String(Number(today.slice(0, 4)) - 1);
  const yearAgo = addDaysIso(today, -365);
  const q = (text: string) => encodeURIComponent(text);
  return [
    ["bookings (all)", "/api/bookings"],
    ["bookings, page 1 of 50", "/api/bookings?limit=50"],
    ["bookings, page 60 of 50", "/api/bookings?limit=50&offset=2950"],
    ["bookings pending", "/api/bookings?status=pending"],
    ["bookings confirmed", "/api/bookings?status=confirmed"],
    ["bookings declined", "/api/bookings?status=declined"],
    ["bookings cancelled", "/api/bookings?status=cancelled"],
    ["bookings weddings", "/api/bookings?type=wedding"],
    [`bookings ${lastYear}`, `/api/bookings?from=${lastYear}-01-01&to=${lastYear}-12-31`],
    ["bookings q=ΠΑΠΑΔΟΠΟΥΛΟΣ", `/api/bookings?q=${q("ΠΑΠΑΔΟΠΟΥΛΟΣ")}`],
    ["bookings q=smith@", `/api/bookings?q=${q("smith@")}`],
    ["bookings q=maria, page 1", `/api/bookings?q=maria&limit=50`],
    ["bookings export.csv", "/api/bookings/export.csv"],
    ["dash: summary", "/api/admin/summary"],
    ["dash: bookings future", "/api/bookings?future=true"],
    ["dash: slots booked", "/api/admin/slots?when=upcoming&status=booked"],
    ["slots upcoming", "/api/admin/slots"],
    ["slots past, a year", `/api/admin/slots?when=past&from=${yearAgo}&to=${today}`],
    ["booking by id", `/api/bookings/${bench.trailBooking}`],
    ["booking audit", `/api/bookings/${bench.trailBooking}/audit`],
    ["services, a month", `/api/services?from=${addDaysIso(today, -30)}&to=${today}`],
    ["services, a year", `/api/services?from=${yearAgo}&to=${today}`],
    ["office services 60 d", `/api/admin/services?from=${today}&to=${addDaysIso(today, 60)}`],
    ["office services year", `/api/admin/services?from=${yearAgo}&to=${today}`],
    // Accounts (ADR 037): a page by the database; a search reads and folds every name in code.
    ["accounts, page 1 of 20", "/api/admin/accounts?limit=20"],
    ["accounts unconfirmed", "/api/admin/accounts?state=unconfirmed&limit=20"],
    ["accounts q=ΠΑΠΑΔΟΠΟΥΛΟΣ", `/api/admin/accounts?q=${q("ΠΑΠΑΔΟΠΟΥΛΟΣ")}&limit=20`],
    ["accounts q=maria", "/api/admin/accounts?q=maria&limit=20"],
  ] as const;
}

type PageFigure = { page: string; coldMs: number; warmMs: number; rows: number; domNodes: number };

/** Opens each office page logged in as the admin; times navigation until every list on it is shown. */
async function measurePages(server: RunningServer, adminToken: string): Promise<PageFigure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { hostname } = new URL(server.url);
    await context.addCookies([
      { name: sessionCookieName, value: adminToken, domain: hostname, path: "/", httpOnly: true },
      { name: sessionHintCookieName, value: "1", domain: hostname, path: "/" },
    ]);
    const pages = [
      ["dashboard", "/en/admin-dashboard", 2],
      ["Manage Bookings", "/en/manage-bookings", 1],
      ["Manage Slots", "/en/manage-appointment-slots", 1],
      ["Manage Programme", "/en/manage-programme", 1],
    ] as const;
    const figures: PageFigure[] = [];
    for (const [name, path, lists] of pages) {
      const times: number[] = [];
      let rows = 0;
      let domNodes = 0;
      for (let run = 0; run < 3; run++) {
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(`${server.url}${path}`, { waitUntil: "commit" });
        // Shown: every list's answer is in (no spinner, none dimmed while a reload is on its way).
        await page.waitForFunction(
          (count) => {
            const boxes = [...document.querySelectorAll('[data-testid="admin-results"]')];
            return (
              boxes.length === count &&
              boxes.every((box) => box.getAttribute("aria-busy") !== "true") &&
              document.querySelectorAll('[role="status"] .animate-spin').length === 0
            );
          },
          lists,
          { timeout: 120_000, polling: "raf" },
        );
        times.push(performance.now() - started);
        ({ rows, domNodes } = await page.evaluate(() => ({
          rows:
            document.querySelectorAll('[data-testid="admin-results"] tbody tr').length +
            document.querySelectorAll('[data-testid="admin-results"] li').length,
          domNodes: document.getElementsByTagName("*").length,
        })));
        await page.close();
      }
      const [cold = 0, ...warm] = times;
      figures.push({ page: name, coldMs: cold, warmMs: Math.min(...warm), rows, domNodes });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const pad = (cells: (string | number)[], widths: number[]) =>
  cells
    .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[0] ?? 0) : String(cell).padStart(widths[i] ?? 0)))
    .join("");

async function main() {
  const size = {
    members: Number(values.members),
    bookings: Number(values.bookings),
    services: Number(values.services),
  };
  let bench: OfficeBench | undefined;
  let adminToken = "";
  let memberToken = "";
  const seedStarted = performance.now();
  const server = await startBuiltServer(async (database) => {
    bench = await seedOfficeBench(database, size);
    adminToken = await createSession(database.db, bench.admin.id);
    memberToken = await createSession(database.db, bench.busyMember.id);
    // Run after the server stops, on a connection of its own (this one is closed by then).
    return async () => {
      const again = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
      await removeOfficeBenchData(again);
      await again.close();
    };
  });
  const seeded = bench;
  if (!seeded) throw new Error("the parish was not seeded");
  const stopSampling = sampleRss(server.pid);
  const results: Measured[] = [];
  let pageFigures: PageFigure[] = [];
  try {
    console.info(
      `office bench on ${server.databaseKind}: ${seeded.counts.members} members, ${seeded.counts.bookings} bookings (${Object.entries(
        seeded.statuses,
      )
        .map(([status, n]) => `${n} ${status}`)
        .join(
          ", ",
        )}), ${seeded.counts.slots} slots, ${seeded.counts.audit} audit rows, ${seeded.counts.services} services; seeded and started in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const admin = `${sessionCookieName}=${adminToken}`;
    for (const [name, path] of officeReads(seeded)) results.push(await measure(server, name, path, admin));
    results.push(
      await measure(
        server,
        `me/data (${seeded.busyMember.bookings} bookings)`,
        "/api/me/data",
        `${sessionCookieName}=${memberToken}`,
      ),
    );
    if (!values["no-browser"]) pageFigures = await measurePages(server, adminToken);
  } finally {
    await server.stop();
  }
  const rss = stopSampling();

  const widths = [28, 9, 9, 9, 9, 8, 11, 7];
  console.info(
    `\nAPI: ${samples} sequential requests after 2 warm-ups, then ${connections} connections × ${Math.ceil(samples / 3)} (@c); ms to the last byte\n`,
  );
  console.info(pad(["route", "p50", "p99", "p50@c", "p99@c", "req/s@c", "bytes", "rows"], widths));
  for (const r of results) {
    console.info(
      pad(
        [
          r.name,
          r.seq.p50.toFixed(1),
          r.seq.p99.toFixed(1),
          r.conc.p50.toFixed(1),
          r.conc.p99.toFixed(1),
          r.conc.rps.toFixed(0),
          r.bytes,
          r.rows,
        ],
        widths,
      ),
    );
  }
  console.info(`\nserver peak RSS: ${rss.toFixed(0)} MB`);
  if (pageFigures.length > 0) {
    console.info("\nPages (Chromium, 1280×900; navigation until every list is shown; cold = first visit)\n");
    const pageWidths = [20, 10, 10, 8, 10];
    console.info(pad(["page", "cold ms", "warm ms", "rows", "DOM nodes"], pageWidths));
    for (const p of pageFigures) {
      console.info(pad([p.page, p.coldMs.toFixed(0), p.warmMs.toFixed(0), p.rows, p.domNodes], pageWidths));
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
