import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailStatus } from "../../../contracts/admin.ts";
import { outbox } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { createUser, loginAs } from "../../test/users.ts";
import { createOutboxWorker } from "../mail/worker.ts";

// Office review: a family whose address the mail server refused, or whose mail waited three days
// for a mail server that was down, never heard of their booking, and only the server's log said so.
let t: TestApp;
let admin: TestClient;
let adminEl: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  const office = await createUser(t, { role: "admin", email: "office@example.org" });
  admin = await loginAs(t, office);
  adminEl = await loginAs(t, office, "el");
  member = await loginAs(t, await createUser(t, { email: "family@example.org" }));
});
afterAll(async () => t.close());

const status = async (client = admin): Promise<MailStatus> => {
  const response = await client.get("/api/admin/mail");
  expect(response.statusCode).toBe(200);
  return response.json();
};

const queue = (to: string, subject = "Your baptism request has been received") =>
  t.app.queueMail(t.db, {
    to,
    subject,
    text: "Reset link: https://parish.test/secret-token",
    html: "<p>x</p>",
  });

const writtenAgo = (to: string, minutes: number) =>
  t.db
    .update(outbox)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(outbox.to, to));

/** Runs the outbox once against a mail server on this machine that has no mailbox `nobody@…`. */
async function sendThroughRefusingServer() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("nobody"))
        callback(Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const worker = createOutboxWorker({
    db: t.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: t.config.mailFrom,
    log: Fastify({ logger: false }).log,
  });
  try {
    while ((await worker.runOnce()) > 0) {}
  } finally {
    await worker.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe("GET /api/admin/mail", () => {
  it("says when the site has no mail server, and not when it has one", async () => {
    expect((await status()).sending).toBe(false);
    const withSmtp = await createTestApp({ smtpUrl: "smtp://127.0.0.1:2525" });
    try {
      const office = await loginAs(withSmtp, await createUser(withSmtp, { role: "admin" }));
      const response = await office.get("/api/admin/mail");
      expect(response.json()).toMatchObject({ sending: true });
    } finally {
      await withSmtp.close();
    }
  });

  it("lists a mail the mail server refused, without its words, until the office marks it dealt with", async () => {
    await queue("nobody@example.org");
    await queue("delivered@example.org", "Your booking is confirmed");
    await sendThroughRefusingServer();

    const { undelivered, undeliveredCount } = await status();
    expect(undeliveredCount).toBe(1);
    expect(undelivered).toEqual([
      {
        id: expect.any(String),
        to: "nobody@example.org",
        subject: "Your baptism request has been received",
        createdAt: expect.any(String),
        why: "refused",
        lastError: expect.stringContaining("5.1.1"),
      },
    ]);
    // A reset or sign-up mail's link opens the family's account: the office never sees the words.
    expect(JSON.stringify(undelivered)).not.toContain("secret-token");

    const id = undelivered[0]?.id ?? "";
    expect((await admin.post(`/api/admin/mail/${id}/dismiss`)).statusCode).toBe(204);
    expect(await status()).toMatchObject({ undelivered: [], undeliveredCount: 0 });
    // Two of the office marking it at once: the second is told it is done, not refused.
    expect((await admin.post(`/api/admin/mail/${id}/dismiss`)).statusCode).toBe(204);
    const [kept] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(kept).toMatchObject({ status: "failed", dismissedAt: expect.any(Date) });
  });

  it("counts the mails still waiting after a quarter of an hour, with the oldest one's time", async () => {
    await queue("waiting-long@example.org");
    await queue("waiting-longer@example.org");
    await queue("just-written@example.org");
    await writtenAgo("waiting-long@example.org", 20);
    await writtenAgo("waiting-longer@example.org", 90);
    const { late } = await status();
    expect(late.count).toBe(2);
    expect(Date.now() - new Date(late.oldestAt ?? 0).getTime()).toBeGreaterThanOrEqual(90 * 60_000);
    await t.db.delete(outbox).where(eq(outbox.status, "pending"));
    expect((await status()).late).toEqual({ count: 0, oldestAt: null });
  });

  it("says of a mail the mail server could not take for three days that it expired", async () => {
    await t.db.delete(outbox);
    await queue("patient@example.org");
    await writtenAgo("patient@example.org", 72 * 60 + 1);
    // No mail server listens there: the connection is refused, as when the parish's is down.
    const worker = createOutboxWorker({
      db: t.db,
      smtpUrl: "smtp://127.0.0.1:9",
      from: t.config.mailFrom,
      log: Fastify({ logger: false }).log,
    });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const { undelivered } = await status();
    expect(undelivered).toEqual([expect.objectContaining({ to: "patient@example.org", why: "expired" })]);
  });

  it("lists the newest first and counts them all", async () => {
    await t.db.delete(outbox);
    for (const [to, minutes] of [
      ["nobody-older@example.org", 60],
      ["nobody-newer@example.org", 5],
    ] as const) {
      await queue(to);
      await writtenAgo(to, minutes);
    }
    await sendThroughRefusingServer();
    const { undelivered, undeliveredCount } = await status();
    expect(undelivered.map((mail) => mail.to)).toEqual([
      "nobody-newer@example.org",
      "nobody-older@example.org",
    ]);
    expect(undeliveredCount).toBe(2);
  });
});

describe("POST /api/admin/mail/:id/dismiss", () => {
  it("refuses, in the office's language, a mail that was sent or still waits, and changes nothing", async () => {
    await queue("still-waiting@example.org");
    const [waiting] = await t.db.select().from(outbox).where(eq(outbox.to, "still-waiting@example.org"));
    const response = await adminEl.post(`/api/admin/mail/${waiting?.id}/dismiss`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringMatching(/[α-ω]/),
    });
    const [after] = await t.db.select().from(outbox).where(eq(outbox.to, "still-waiting@example.org"));
    expect(after).toMatchObject({ status: "pending", dismissedAt: null });
    expect((await admin.post("/api/admin/mail/not-a-mail/dismiss")).statusCode).toBe(400);
  });

  it("is the office's alone", async () => {
    await queue("nobody-private@example.org");
    await sendThroughRefusingServer();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, "nobody-private@example.org"));
    expect((await member.get("/api/admin/mail")).statusCode).toBe(403);
    expect((await member.post(`/api/admin/mail/${mail?.id}/dismiss`)).statusCode).toBe(403);
    expect((await t.client().get("/api/admin/mail")).statusCode).toBe(401);
    const [after] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, mail?.id ?? ""));
    expect(after?.dismissedAt).toBeNull();
  });
});
