import { eq, like, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { contactMessages, outbox, rateLimits } from "../../db/schema.ts";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.ts";
import { createOutboxWorker } from "../mail/worker.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false, officeEmail: "office@parish.test" });
});
afterAll(async () => t.close());

const valid = {
  name: "Maria Papadopoulou",
  email: "maria@example.com",
  telephone: "07700 900123",
  message: "Could we arrange a blessing of our new home, please?",
};

const counts = async () => ({
  messages: await t.db.$count(contactMessages),
  mails: await t.db.$count(outbox),
});

type Received = { to: string[]; raw: string };

/** An SMTP server on a given port (0: any free one) that keeps what it receives. */
async function startSmtp(received: Received[], port = 0) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("POST /api/contact", () => {
  it("stores the message, queues the mail to the office with reply-to the sender and answers 202", async () => {
    const res = await t.client("el").post("/api/contact", valid);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "accepted" });
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, valid.email));
    expect(stored).toMatchObject({ name: valid.name, telephone: valid.telephone, language: "el" });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.replyTo, valid.email));
    expect(mail).toMatchObject({ to: "office@parish.test", status: "pending" });
    expect(mail?.subject).toContain(valid.name);
    expect(mail?.text).toContain(valid.message);
    expect(mail?.html).toContain("Greek");
    // The office reads what was given, not the form's labels and the families' sign-off.
    expect(mail?.text).toContain(`Telephone: ${valid.telephone}`);
    expect(mail?.text).not.toContain("(optional)");
    expect(mail?.text).not.toContain("With every blessing");
    expect(mail?.text).toContain("Sent by the parish website.");
  });

  it("keeps the message's lines apart in the mail's HTML part, as in its text part", async () => {
    const message = "Hello,\nCould we arrange a blessing of our new home?\n\nThank you, Maria";
    expect(
      (await t.client().post("/api/contact", { ...valid, email: "lines@example.com", message })).statusCode,
    ).toBe(202);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.replyTo, "lines@example.com"));
    expect(mail?.html).toContain(
      "Hello,<br>Could we arrange a blessing of our new home?<br><br>Thank you, Maria",
    );
    expect(mail?.text).toContain("Hello,\n    Could we arrange");
    // The labels break between words only: on a phone «Ονοματεπώνυμο» was cut in two by the
    // message's own rule (any word may break, for a long address).
    const labels = [...(mail?.html ?? "").matchAll(/<th style="([^"]*)"/g)].map((match) => match[1]);
    expect(labels.length).toBeGreaterThan(0);
    for (const style of labels) expect(style).toContain("overflow-wrap:normal");
  });

  it("accepts a message without a telephone number", async () => {
    const { telephone: _, ...rest } = valid;
    const res = await t.client().post("/api/contact", { ...rest, email: "notel@example.com" });
    expect(res.statusCode).toBe(202);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "notel@example.com"));
    expect(stored?.telephone).toBeNull();
  });

  // The form sends its emptied box as "": stored as no number, and the office's mail says so.
  it("takes an empty telephone box as no number", async () => {
    const res = await t
      .client()
      .post("/api/contact", { ...valid, telephone: "", email: "emptytel@example.com" });
    expect(res.statusCode).toBe(202);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "emptytel@example.com"));
    expect(stored?.telephone).toBeNull();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.replyTo, "emptytel@example.com"));
    expect(mail?.text).toContain("Telephone: —");
  });

  it.each([
    ["name", { name: "  " }, "Please provide a name."],
    ["email", { email: "not-an-email" }, "Please provide a valid email address."],
    ["email", { email: "" }, "Please provide a valid email address."],
    ["message", { message: "Too short" }, "Messages must be at least 15 characters long."],
    // API review (session 44): a message nobody can read reached the office's inbox and mail.
    ["message", { message: "\u200B".repeat(15) }, "Messages must be at least 15 characters long."],
    ["message", { message: `Hi${"\u0301".repeat(20)}` }, "Messages must be at least 15 characters long."],
    [
      "telephone",
      { telephone: "call me maybe" },
      "Please enter a telephone number of at least 6 digits, using digits, spaces and + ( ) - only.",
    ],
    // Too short to ring, as the booking forms already said.
    ["telephone", { telephone: "12" }, /^Please enter a telephone number of at least 6 digits/],
    ["telephone", { telephone: "+" }, /^Please enter a telephone number of at least 6 digits/],
    ["name", { name: "x".repeat(101) }, /^Maximum 100 characters allowed/],
    ["extra", { extra: "field" }, "This field is not allowed."],
  ])(
    "refuses a bad %s with the form's message and stores nothing",
    async (field, change, message: string | RegExp) => {
      const before = await counts();
      const res = await t.client().post("/api/contact", { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
      expect(res.json().error.fields[field]).toMatch(message);
      expect(await counts()).toEqual(before);
    },
  );

  it("answers a missing name in Greek to a Greek visitor", async () => {
    const res = await t.client("el").post("/api/contact", { ...valid, name: "" });
    expect(res.json().error.fields.name).toBe("Παρακαλούμε συμπληρώστε το ονοματεπώνυμό σας.");
  });

  it("pretends to accept a robot that filled the honeypot, but keeps and sends nothing", async () => {
    const before = await counts();
    const res = await t.client().post("/api/contact", { ...valid, website: "http://spam.example" });
    expect(res.statusCode).toBe(202);
    expect(await counts()).toEqual(before);
  });

  it("refuses a form-encoded body with 415", async () => {
    const res = await t.client().request("POST", "/api/contact", undefined, {
      raw: "name=x&email=y",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("rate limit", () => {
  it("answers the sixth message from one address within 15 minutes with 429 and a clear message", async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const client = limited.client();
      for (let i = 0; i < 5; i++) {
        expect((await client.post("/api/contact", valid)).statusCode).toBe(202);
      }
      const res = await client.post("/api/contact", valid);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe("RATE_LIMITED");
      expect(res.json().error.message).toMatch(/wait 15 minutes/);
      expect(await limited.db.$count(contactMessages)).toBe(5);
    } finally {
      await limited.close();
    }
  });

  it("behind the proxy TRUST_PROXY=true names, counts the address the proxy saw, not the one a visitor wrote", async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: "true" });
    const limited = await createTestApp({ rateLimits: true, trustProxy });
    try {
      const client = limited.client();
      // The proxy appends the address it saw (198.51.100.7) to whatever the visitor sent.
      const from = (i: number) => ({ headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.7` } });
      for (let i = 0; i < 5; i++) {
        expect((await client.post("/api/contact", valid, from(i))).statusCode).toBe(202);
      }
      expect((await client.post("/api/contact", valid, from(5))).statusCode).toBe(429);
      // Another visitor behind the same proxy is counted apart.
      const other = { headers: { "x-forwarded-for": "198.51.100.8" } };
      expect((await client.post("/api/contact", valid, other)).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it("says 'one minute' in either language when the window is nearly over", async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      for (const language of ["en", "el"] as const) {
        const client = limited.client(language);
        for (let i = 0; i < 5; i++) await client.post("/api/contact", valid);
        // Fourteen and a half minutes later: thirty seconds of the window are left.
        await limited.db
          .update(rateLimits)
          .set({ resetAt: sql`now() + interval '30 seconds'` })
          .where(like(rateLimits.key, "http:POST /api/contact:%"));
        const res = await client.post("/api/contact", valid);
        expect(res.statusCode).toBe(429);
        expect(res.json().error.message).toMatch(
          language === "en" ? /wait 1 minute\b/ : /Περιμένετε 1 λεπτό πριν/,
        );
        await limited.db.delete(rateLimits);
      }
    } finally {
      await limited.close();
    }
  });

  it("shares the count between instances of the server on one database", async () => {
    const first = await createTestApp({ rateLimits: true });
    const second = await buildApp({
      config: first.config,
      database: first.database,
      logger: false,
      webRoot: "/nonexistent-web-root",
    });
    try {
      // One visitor whose requests the load balancer spreads over both instances.
      const instances = [first.client(), new TestClient(second)];
      for (let i = 0; i < 5; i++) {
        expect((await instances[i % 2]?.post("/api/contact", valid))?.statusCode).toBe(202);
      }
      const sixth = await new TestClient(second, "el").post("/api/contact", valid);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.message).toMatch(/15 λεπτά/);
      expect(await first.db.$count(contactMessages)).toBe(5);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe("mail delivery", () => {
  it("sends a family's mail with Reply-To the office, so an answer reaches a person rather than the sending address", async () => {
    // This app sends from the default MAIL_FROM (office@example.org) and has the office at
    // office@parish.test, as a parish sending from a no-reply address would.
    const received: Received[] = [];
    const sink = await startSmtp(received);
    await t.db.delete(outbox);
    const signUp = await t.client().post("/api/auth/sign-up", {
      firstName: "Eleni",
      lastName: "Georgiou",
      email: "eleni@example.com",
      password: "A-long-Secret-2026!",
      language: "el",
    });
    expect(signUp.statusCode).toBe(201);
    await t.client().post("/api/contact", valid);
    const worker = createOutboxWorker({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: t.config.mailFrom,
      log: t.app.log,
    });
    try {
      expect(await worker.runOnce()).toBe(2);
      const toFamily = received.find((mail) => mail.to.includes("eleni@example.com"));
      expect(toFamily?.raw).toMatch(/^Reply-To: office@parish\.test\r?$/m);
      // The office's own mail still answers the one who wrote.
      const toOffice = received.find((mail) => mail.to.includes("office@parish.test"));
      expect(toOffice?.raw).toMatch(/^Reply-To: maria@example\.com\r?$/m);
    } finally {
      await worker.stop();
      await sink.close();
    }
  });

  it("delivers the queued mail through SMTP, and again after the SMTP server was down", async () => {
    const received: Received[] = [];
    const sink = await startSmtp(received);
    const port = sink.port;
    await t.db.delete(outbox);
    await t.client().post("/api/contact", { ...valid, email: "first@example.com" });
    const worker = createOutboxWorker({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Parish <office@parish.test>",
      log: t.app.log,
    });
    try {
      expect(await worker.runOnce()).toBe(1);
      expect(received).toHaveLength(1);
      const mail = received[0];
      expect(mail?.to).toEqual(["office@parish.test"]);
      expect(mail?.raw).toMatch(/^Reply-To: first@example.com/m);
      expect(mail?.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
      expect(mail?.raw).toContain("Content-Type: text/html");
      expect(mail?.raw).toContain("Content-Type: text/plain");

      // SMTP goes down: the mail stays queued and is retried later.
      await sink.close();
      await t.client().post("/api/contact", { ...valid, email: "second@example.com" });
      await worker.runOnce();
      const [waiting] = await t.db.select().from(outbox).where(eq(outbox.replyTo, "second@example.com"));
      expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
      expect(waiting?.lastError).toBeTruthy();

      // SMTP is back on the same port; once the retry is due the same worker delivers it.
      const back = await startSmtp(received, port);
      try {
        await t.db
          .update(outbox)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(outbox.replyTo, "second@example.com"));
        expect(await worker.runOnce()).toBe(1);
        const [sent] = await t.db.select().from(outbox).where(eq(outbox.replyTo, "second@example.com"));
        expect(sent?.status).toBe("sent");
        expect(received).toHaveLength(2);
        expect(received[1]?.raw).toMatch(/^Reply-To: second@example.com/m);
      } finally {
        await back.close();
      }
    } finally {
      await worker.stop();
    }
  });
});
