import { eq } from "drizzle-orm";
import Fastify from "fastify";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createOutboxWorker, smtpTransportOptions } from "./worker.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(async () => t.close());

/** What nodemailer will do with an SMTP_URL: our options with the URL's own on top. */
const requiresTls = (url: string) =>
  (nodemailer.createTransport(smtpTransportOptions(url)) as unknown as { options: { requireTLS?: boolean } })
    .options.requireTLS;

/** Starts `server` on a free port of this machine and says which. */
async function listening(server: SMTPServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** Queues a mail of a few words to `to`. */
const queueTo = (to: string) =>
  t.app.queueMail(t.db, { to, subject: "Confirmed", text: "x", html: "<p>x</p>" });

/** An SMTP server on this machine that offers no STARTTLS, and the recipients of what it received. */
async function smtpServerWithoutTls() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join());
        callback();
      });
    },
  });
  return { received, server, port: await listening(server) };
}

/**
 * Runs `use` with an outbox worker sending to a server on this machine, in clear as this
 * machine's own may be (a test certificate would refuse every mail), and what it received.
 */
async function withLocalServer(
  use: (worker: ReturnType<typeof createOutboxWorker>, received: string[]) => Promise<void>,
) {
  const { received, server, port } = await smtpServerWithoutTls();
  const worker = createOutboxWorker({
    db: t.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: t.config.mailFrom,
    log: t.app.log,
  });
  try {
    await use(worker, received);
  } finally {
    await worker.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe("SMTP transport", () => {
  it("requires STARTTLS of every server but this machine's, unless the URL allows a relay without it", () => {
    expect(requiresTls("smtp://user:secret@smtp.example.org:587")).toBe(true);
    expect(requiresTls("smtp://192.0.2.25:25")).toBe(true);
    expect(requiresTls("smtp://127.0.0.1:2525")).toBe(false);
    expect(requiresTls("smtp://localhost:25")).toBe(false);
    expect(requiresTls("smtp://[::1]:25")).toBe(false);
    expect(requiresTls("smtp://relay.parish.internal:25?requireTLS=false")).toBe(false);
  });

  it("keeps a mail queued rather than send it in clear text to a server that offers no STARTTLS", async () => {
    const { received, server, port } = await smtpServerWithoutTls();
    await t.app.queueMail(t.db, {
      to: "family@example.org",
      subject: "Your baptism request",
      text: "The child's details",
      html: "<p>The child's details</p>",
    });
    // As a server elsewhere would be treated (this one is local, so the URL asks for it).
    const worker = createOutboxWorker({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${port}?requireTLS=true`,
      from: t.config.mailFrom,
      log: t.app.log,
    });
    try {
      await worker.runOnce();
      expect(received).toEqual([]);
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, "family@example.org"));
      expect(mail).toMatchObject({ status: "pending", attempts: 1 });
      expect(mail?.lastError).toMatch(/STARTTLS|TLS/i);
      // The first wait is half a minute; they double from there.
      const wait = (mail?.nextAttemptAt.getTime() ?? 0) - Date.now();
      expect(wait).toBeGreaterThan(25_000);
      expect(wait).toBeLessThanOrEqual(30_000);
    } finally {
      await worker.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("a mail already sent", () => {
  it("is never sent again, whatever its next attempt time says", async () => {
    await withLocalServer(async (worker, received) => {
      for (const status of ["sent", "failed", "logged"] as const) {
        const to = `${status}-once@example.org`;
        await t.app.queueMail(t.db, { to, subject: "Confirmed", text: "Details", html: "<p>Details</p>" });
        await t.db
          .update(outbox)
          .set({ status, nextAttemptAt: new Date(Date.now() - 3_600_000) })
          .where(eq(outbox.to, to));
      }
      // A mail still to send goes, so the server is one the worker can reach.
      await t.app.queueMail(t.db, {
        to: "due@example.org",
        subject: "Received",
        text: "Details",
        html: "<p>Details</p>",
      });
      await worker.runOnce();
      expect(received).toContain("due@example.org");
      expect(received.filter((to) => to.endsWith("-once@example.org"))).toEqual([]);
    });
  });
});

// Standards review: a family's "request declined" arrived before its "request received", both
// sent in one run: the claimed mails were sent in the order the database returned them.
describe("mails due together", () => {
  it("go in the order they were written, whatever order the database keeps them in", async () => {
    const order = ["received@example.org", "declined@example.org", "slot-freed@example.org"];
    await withLocalServer(async (worker, received) => {
      for (const to of order)
        await t.app.queueMail(t.db, { to, subject: to, text: "Details", html: "<p>x</p>" });
      // Written a second apart (the embedded database's clock counts milliseconds, and mails
      // written within one would tie)...
      for (const [index, to] of order.entries())
        await t.db
          .update(outbox)
          .set({ createdAt: new Date(Date.now() - (order.length - index) * 1000) })
          .where(eq(outbox.to, to));
      // ...and the first one touched again, as a retried mail is: its row now lies after the others.
      await t.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.to, order[0] ?? ""));
      await worker.runOnce();
      expect(received.filter((to) => order.includes(to))).toEqual(order);
    });
  });
});

// Privacy review: an address the mail server refused outright (550: no such mailbox) was tried
// again for three days, the address in the log at each of some 80 tries, and the line that said it
// had failed for good did not say to whom.
describe("a mail the mail server refuses outright", () => {
  it("fails at once, said once to the office's log with its address; a refused login still waits", async () => {
    const lines: { level: number; msg: string; to?: string }[] = [];
    const log = Fastify({
      logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    }).log;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onMailFrom(address, _session, callback) {
        // A sender the server does not allow refuses every mail alike: the parish's to mend.
        if (address.address === "not-allowed@example.org") {
          callback(Object.assign(new Error("5.7.1 Sender not allowed"), { responseCode: 553 }));
        } else callback();
      },
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("no-such-mailbox")) {
          callback(Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 }));
        } else if (address.address.startsWith("relay")) {
          callback(Object.assign(new Error("5.7.1 Relay access denied"), { responseCode: 554 }));
        } else callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    const port = await listening(server);
    const worker = createOutboxWorker({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: t.config.mailFrom,
      log,
    });
    try {
      await queueTo("no-such-mailbox@example.org");
      await worker.runOnce();
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, "no-such-mailbox@example.org"));
      expect(mail).toMatchObject({ status: "failed", attempts: 1 });
      expect(lines.filter((line) => line.level >= 40)).toEqual([
        expect.objectContaining({
          level: 50,
          to: "no-such-mailbox@example.org",
          msg: expect.stringMatching(/refused/),
        }),
      ]);
      // A relay refused, or a sender, refuses every mail alike: those wait for the parish.
      await queueTo("relay@example.org");
      await worker.runOnce();
      const badSender = createOutboxWorker({
        db: t.db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: "St Nicholas <not-allowed@example.org>",
        log,
      });
      await queueTo("sender-refused@example.org");
      await badSender.runOnce();
      await badSender.stop();
      for (const to of ["relay@example.org", "sender-refused@example.org"]) {
        const [waiting] = await t.db.select().from(outbox).where(eq(outbox.to, to));
        expect([to, waiting?.status]).toEqual([to, "pending"]);
      }
    } finally {
      await worker.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    // A server that refuses the site's login (535) refuses every mail alike: the password is the
    // parish's to mend, and the mail waits for it.
    const refusing = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth(_auth, _session, callback) {
        callback(Object.assign(new Error("authentication failed"), { responseCode: 535 }));
      },
    });
    const refusingPort = await listening(refusing);
    const locked = createOutboxWorker({
      db: t.db,
      smtpUrl: `smtp://parish:expired@127.0.0.1:${refusingPort}`,
      from: t.config.mailFrom,
      log,
    });
    try {
      await queueTo("waits@example.org");
      await locked.runOnce();
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, "waits@example.org"));
      expect(mail).toMatchObject({ status: "pending", attempts: 1 });
    } finally {
      await locked.stop();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});

// Privacy review: a server started without SMTP_URL (an .env lost in a move) printed to its log,
// with the families' details, the mails a server with SMTP_URL had queued and not yet sent, and
// marked them as logged, never to be sent.
describe("a server without SMTP_URL", () => {
  it("writes to its log only the mails written since it started; older ones wait for SMTP_URL", async () => {
    const lines: { msg: string; to?: string }[] = [];
    const log = Fastify({
      logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    }).log;
    await t.app.queueMail(t.db, {
      to: "queued-before@example.org",
      subject: "Reset",
      text: "Link",
      html: "<p>x</p>",
    });
    await t.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(outbox.to, "queued-before@example.org"));
    const worker = createOutboxWorker({ db: t.db, smtpUrl: undefined, from: t.config.mailFrom, log });
    try {
      await t.app.queueMail(t.db, {
        to: "queued-since@example.org",
        subject: "Reset",
        text: "Link",
        html: "<p>x</p>",
      });
      await worker.runOnce();
      const status = async (to: string) =>
        (await t.db.select().from(outbox).where(eq(outbox.to, to)))[0]?.status;
      expect(await status("queued-since@example.org")).toBe("logged");
      expect(await status("queued-before@example.org")).toBe("pending");
      expect(lines.map((line) => line.to)).not.toContain("queued-before@example.org");
    } finally {
      await worker.stop();
    }
  });
});

// Operations review: after 8 tries (about an hour) a mail was given up for good, so an SMTP
// outage over a weekend lost every confirmation and the office's notices of new requests.
describe("an SMTP server that does not answer", () => {
  it("keeps trying a mail for three days, hourly once the waits have grown, then gives it up", async () => {
    const queued = async (to: string, ageHours: number, attempts: number) => {
      await t.app.queueMail(t.db, { to, subject: "Your request", text: "Details", html: "<p>Details</p>" });
      await t.db
        .update(outbox)
        .set({ createdAt: new Date(Date.now() - ageHours * 3_600_000), attempts })
        .where(eq(outbox.to, to));
    };
    await queued("two-days@example.org", 48, 40);
    await queued("three-days@example.org", 72.1, 60);
    // A port nothing listens on: the connection is refused at once.
    const worker = createOutboxWorker({
      db: t.db,
      smtpUrl: "smtp://127.0.0.1:9",
      from: t.config.mailFrom,
      log: t.app.log,
    });
    try {
      await worker.runOnce();
      const status = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to)))[0];
      const waiting = await status("two-days@example.org");
      expect(waiting?.status).toBe("pending");
      const wait = (waiting?.nextAttemptAt.getTime() ?? 0) - Date.now();
      expect(wait).toBeGreaterThan(59 * 60_000);
      expect(wait).toBeLessThanOrEqual(60 * 60_000);
      expect((await status("three-days@example.org"))?.status).toBe("failed");
    } finally {
      await worker.stop();
    }
  });
});

// Operations review: with the database down, the outbox wrote an error with its stack every two
// seconds, burying whatever else the log had to say.
describe("the outbox while the database is down", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("logs the failure once, again every ten minutes while it lasts, and the recovery", async () => {
    vi.useFakeTimers();
    const lines: { level: number; msg: string; failedRuns?: number }[] = [];
    const log = Fastify({
      logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    }).log;
    let down = true;
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    // Only what a run with nothing to send asks of the database: the claim, an empty one.
    const db = {
      transaction: async () => {
        if (down) throw refused;
        return [];
      },
    } as unknown as Db;
    const worker = createOutboxWorker({ db, smtpUrl: undefined, from: t.config.mailFrom, log });
    worker.start(2000);
    try {
      await vi.advanceTimersByTimeAsync(25 * 60_000);
      expect(lines.map((line) => [line.level, line.msg])).toEqual([
        [50, "outbox run failed"],
        [50, "outbox runs still failing"],
        [50, "outbox runs still failing"],
      ]);
      expect(lines.at(-1)?.failedRuns).toBeGreaterThan(500);
      down = false;
      await vi.advanceTimersByTimeAsync(10_000);
      expect(lines.slice(3).map((line) => [line.level, line.msg])).toEqual([[30, "outbox runs again"]]);
      // Down again later: its first failure is logged at once.
      down = true;
      await vi.advanceTimersByTimeAsync(2000);
      expect(lines.at(-1)?.msg).toBe("outbox run failed");
    } finally {
      await worker.stop();
    }
  });
});
