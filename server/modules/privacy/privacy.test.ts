import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  contactMessages,
  outbox,
  sessions,
  slotKeeps,
  slots,
  users,
} from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createUser, loginAs } from "../../test/users.ts";
import { baptismBody, insertSlot } from "../bookings/fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function bookingFor(userId: string, status: "pending" | "confirmed" | "declined", day: number) {
  const [slot] = await t.db
    .insert(slots)
    .values({ startsAt: new Date(Date.UTC(2030, 5, day, 10)), durationMinutes: 60, type: "baptism" })
    .returning();
  const [booking] = await t.db
    .insert(bookings)
    .values({
      userId,
      type: "baptism",
      slotId: slot?.id,
      startsAt: slot?.startsAt ?? new Date(),
      durationMinutes: 60,
      status,
      details: { child: { firstName: "Νικόλαος" } },
      contactEmail: "family@example.org",
      contactName: "Family",
    })
    .returning();
  return booking;
}

describe("data-protection rights", () => {
  it("lets a user download everything held about them, without the password hash", async () => {
    const user = await createUser(t, { firstName: "Ελένη" });
    const own = await bookingFor(user.id, "pending", 1);
    // Another family's request is not theirs to download.
    const neighbour = await createUser(t);
    await bookingFor(neighbour.id, "confirmed", 20);
    const res = await (await loginAs(t, user)).get("/api/me/data");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="my-parish-data-/);
    // A file a person opens in a text editor: one field a line, not 3 KB on one line (QA).
    expect(res.body).toContain('\n  "account": {\n    "');
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const data = res.json();
    expect(data.account.firstName).toBe("Ελένη");
    expect(data.account.passwordHash).toBeUndefined();
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
    expect(data.bookings.map((booking: { id: string }) => booking.id)).toEqual([own?.id]);
    expect(data.bookings[0].details.child.firstName).toBe("Νικόλαος");
  });

  // QA (28 November): the privacy notice keeps copies of the mails sent to a family for 30 days,
  // and the office reads each booking's history; neither was in the family's download.
  it("includes the copies of the mails sent to them and their bookings' history, without the office's addresses", async () => {
    const user = await createUser(t);
    const booking = await bookingFor(user.id, "confirmed", 2);
    const office = await createUser(t, { role: "admin", email: "priest-assistant@example.org" });
    await t.db.insert(auditLog).values([
      {
        actorId: user.id,
        actorEmail: user.email,
        action: "booking.request",
        entity: "booking",
        entityId: booking?.id,
        afterStatus: "pending",
      },
      {
        actorId: office.id,
        actorEmail: office.email,
        action: "booking.confirm",
        entity: "booking",
        entityId: booking?.id,
        beforeStatus: "pending",
        afterStatus: "confirmed",
      },
    ]);
    await t.db.insert(outbox).values({
      messageId: `<export-${user.id}@parish.test>`,
      to: user.email,
      subject: "Your baptism on Sunday 2 June 2030 is confirmed",
      text: "The church office has confirmed your booking.",
      html: "<p>The church office has confirmed your booking.</p>",
    });
    const data = (await (await loginAs(t, user)).get("/api/me/data")).json();
    expect(data.mails).toEqual([
      expect.objectContaining({
        subject: "Your baptism on Sunday 2 June 2030 is confirmed",
        text: "The church office has confirmed your booking.",
      }),
    ]);
    expect(data.bookingHistory).toHaveLength(2);
    expect(data.bookingHistory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          bookingId: booking?.id,
          action: "booking.request",
          by: "you",
          afterStatus: "pending",
        }),
        expect.objectContaining({
          bookingId: booking?.id,
          action: "booking.confirm",
          by: "the church office",
        }),
      ]),
    );
    expect(JSON.stringify(data)).not.toContain("priest-assistant@example.org");
  });

  // Review of the readable copy: a reset link asked for by anyone, read from the copies of the
  // mails by whoever has the session (a shared computer left logged in), let them set a new
  // password without knowing the old one.
  it("gives the copies of its mails without the links that open the account", async () => {
    const user = await createUser(t, { email: `own-links-${Date.now()}@example.org` });
    expect((await t.client().post("/api/auth/forgot-password", { email: user.email })).statusCode).toBe(200);
    const [sent] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    const token = sent?.text.match(/reset-password\/([\w-]{20,})/)?.[1] ?? "";
    expect(token).not.toBe("");
    const client = await loginAs(t, user);
    const body = (await client.get("/api/me/data")).body;
    expect(body).not.toContain(token);
    const data = JSON.parse(body);
    expect(data.mails).toEqual([
      expect.objectContaining({ text: expect.stringContaining("/reset-password/…") }),
    ]);
  });

  // Security review: an account opened at another's address (its link followed by their mail
  // scanner) was given what the site had mailed that address before: another family's booking
  // that named it as its contact.
  it("gives no mail sent to its address before the account was made, and its deletion leaves it", async () => {
    const address = `godmother-${Date.now()}@example.net`;
    await t.db.insert(outbox).values({
      messageId: `<before-${address}>`,
      to: address,
      subject: "We have received your baptism request",
      text: "Child: Zephyrina. Parents: …",
      html: "<p>Child: Zephyrina</p>",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const stranger = await createUser(t, { email: address });
    const client = await loginAs(t, stranger);
    const data = (await client.get("/api/me/data")).json();
    expect(data.mails).toEqual([]);
    // Nor does its deletion take that mail, nor the office's copy of that family's request.
    await t.db.insert(outbox).values({
      messageId: `<office-copy-${address}>`,
      to: t.config.officeEmail,
      replyTo: address,
      subject: "New baptism request",
      text: "Child: Zephyrina",
      html: "<p>Child: Zephyrina</p>",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    expect((await client.delete("/api/me", { password: stranger.password })).statusCode).toBe(200);
    const kept = await t.db.select({ messageId: outbox.messageId }).from(outbox);
    expect(kept.map((mail) => mail.messageId)).toEqual(
      expect.arrayContaining([`<before-${address}>`, `<office-copy-${address}>`]),
    );
  });

  it("deletes the account, keeps confirmed sacraments unlinked and removes the rest", async () => {
    const user = await createUser(t);
    const confirmed = await bookingFor(user.id, "confirmed", 2);
    const pending = await bookingFor(user.id, "pending", 3);
    const declined = await bookingFor(user.id, "declined", 4);
    const client = await loginAs(t, user);
    const res = await client.delete("/api/me", { password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ keptInRegister: 1, deletedRequests: 2 });
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const [kept] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, confirmed?.id ?? ""));
    expect(kept?.userId).toBeNull();
    expect(kept?.status).toBe("confirmed");
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, pending?.id ?? "")),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, declined?.id ?? "")),
    ).toEqual([]);
    expect((await client.get("/api/me/data")).statusCode).toBe(401);
  });

  // A family deleting its account got no word after the page's: nothing to keep, and nothing to
  // tell someone whose password another had used that the account was gone.
  it("confirms the deletion to the family in their language, with what became of the bookings to come", async () => {
    for (const language of ["en", "el"] as const) {
      const user = await createUser(t, { language });
      await bookingFor(user.id, "confirmed", 10);
      await bookingFor(user.id, "pending", 11);
      await bookingFor(user.id, "pending", 12);
      await bookingFor(user.id, "declined", 13);
      expect((await (await loginAs(t, user)).delete("/api/me", { password: user.password })).statusCode).toBe(
        200,
      );
      const mails = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      if (language === "en") {
        expect(mail?.subject).toBe("Your account has been deleted");
        expect(mail?.text).toMatch(/was deleted on \w+day \d+ \w+ \d{4} at \d\d:\d\d \(London time\)/);
        expect(mail?.text).toContain(
          "2 requests that the church office had not yet confirmed were withdrawn.",
        );
        expect(mail?.text).toContain(
          "One confirmed service still to come will take place as arranged. The church office will write to you about it at family@example.org.",
        );
        expect(mail?.text).toContain("020 7946 0123");
      } else {
        expect(mail?.subject).toBe("Ο λογαριασμός σας διαγράφηκε");
        expect(mail?.text).toContain(
          "2 αιτήματα που δεν είχε ακόμη επιβεβαιώσει το γραφείο του ναού αποσύρθηκαν.",
        );
        expect(mail?.text).toContain(
          "Ένα επιβεβαιωμένο Μυστήριο που δεν έχει ακόμη τελεστεί θα γίνει κανονικά.",
        );
        expect(mail?.text).toContain("παραμένουν στο μητρώο της ενορίας");
      }
      // The children's names stay out of it: the mailbox may be shared.
      expect(mail?.text).not.toContain("Νικόλαος");
    }
  });

  // Review (29 November): a date the office kept for a family under their account's address was in
  // neither the family's download nor their account's deletion.
  it("gives the dates the office keeps under the account's address, and its deletion leaves them kept without it", async () => {
    const office = await loginAs(t, await createUser(t, { role: "admin" }));
    const user = await createUser(t, { email: "Kept.Family@example.org", language: "el" });
    const family = await loginAs(t, user);
    const [soon, later, other] = [
      await insertSlot(t, { inDays: 20 }),
      await insertSlot(t, { inDays: 21 }),
      await insertSlot(t, { inDays: 22 }),
    ];
    const keep = {
      keptFor: "Οικογένεια Κωνσταντίνου",
      telephone: "07700 900456",
      note: "Θα φέρουν τα έγγραφα",
    };
    await office.put(`/api/slots/${soon.id}/keep`, { ...keep, email: "kept.family@example.org" });
    await office.put(`/api/slots/${later.id}/keep`, {
      keptFor: "Κωνσταντίνου",
      email: "KEPT.FAMILY@example.org",
    });
    await office.put(`/api/slots/${other.id}/keep`, {
      keptFor: "Άλλη οικογένεια",
      email: "other@example.org",
    });

    const data = (await family.get("/api/me/data")).json();
    expect(data.keptSlots).toEqual([
      expect.objectContaining({
        slotId: soon.id,
        type: "baptism",
        ...keep,
        email: "kept.family@example.org",
      }),
      expect.objectContaining({ slotId: later.id, keptFor: "Κωνσταντίνου", telephone: "", note: "" }),
    ]);
    expect(data.keptSlots[0].startsAt).toBe(soon.startsAt.toISOString());
    expect(JSON.stringify(data)).not.toContain("Άλλη οικογένεια");

    expect((await family.delete("/api/me", { password: user.password })).statusCode).toBe(200);
    const kept = await t.db
      .select({ slotId: slotKeeps.slotId, email: slotKeeps.email, keptFor: slotKeeps.keptFor })
      .from(slotKeeps)
      .where(inArray(slotKeeps.slotId, [soon.id, later.id, other.id]))
      .orderBy(slotKeeps.keptFor);
    // Still kept for the family who telephoned; no longer bookable by an account at that address.
    expect(kept).toEqual([
      { slotId: other.id, email: "other@example.org", keptFor: "Άλλη οικογένεια" },
      { slotId: later.id, email: "", keptFor: "Κωνσταντίνου" },
      { slotId: soon.id, email: "", keptFor: "Οικογένεια Κωνσταντίνου" },
    ]);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail?.text).toContain("Το γραφείο του ναού εξακολουθεί να σας κρατά 2 ραντεβού");
    expect(mail?.text).toContain("020 7946 0123");
    // The office's note stays out of a mailbox that may be shared.
    expect(mail?.text).not.toContain("έγγραφα");
  });

  it("tells the office of each upcoming request an account's deletion withdraws, without its details", async () => {
    const user = await createUser(t);
    await bookingFor(user.id, "declined", 6);
    const pending = await bookingFor(user.id, "pending", 7);
    const officeMails = () => t.db.select().from(outbox).where(eq(outbox.to, t.app.config.officeEmail));
    const before = new Set((await officeMails()).map((mail) => mail.id));
    const res = await (await loginAs(t, user)).delete("/api/me", { password: user.password });
    expect(res.statusCode).toBe(200);
    // Of the account's two bookings, only the upcoming request is news to the office.
    const withdrawn = (await officeMails()).filter((mail) => !before.has(mail.id));
    expect(withdrawn.map((mail) => mail.subject)).toEqual([
      "Withdrawn baptism request: Friday 7 June 2030 11:00 — Family",
    ]);
    expect(withdrawn[0]?.text).toContain("family@example.org");
    expect(withdrawn[0]?.text).toContain("deleted their account");
    expect(withdrawn[0]?.text).not.toContain("Νικόλαος");
    const [slot] = await t.db
      .select()
      .from(slots)
      .where(eq(slots.id, pending?.slotId ?? ""));
    expect(slot).toBeDefined();
  });

  it("deletes the mails the site sent the account and the copies the office was sent, whatever the address's case", async () => {
    const user = await createUser(t, { email: `Mixed-${Date.now()}@Example.org` });
    const lower = user.email.toLowerCase();
    const client = await loginAs(t, user);
    await client.post("/api/contact", {
      name: "Maria Papadopoulou",
      email: lower,
      message: "May we speak to Father about our son's baptism?",
    });
    await t.client().post("/api/auth/forgot-password", { email: user.email });
    const mine = sql`lower(${outbox.to}) = ${lower} or lower(${outbox.replyTo}) = ${lower}`;
    expect(await t.db.$count(outbox, mine)).toBe(2);
    expect(await t.db.$count(contactMessages, eq(contactMessages.email, lower))).toBe(1);
    expect((await client.delete("/api/me", { password: user.password })).statusCode).toBe(200);
    // What is left to the address is the mail that confirms the deletion, and nothing before it.
    const left = await t.db.select().from(outbox).where(mine);
    expect(left.map((mail) => mail.subject)).toEqual(["Your account has been deleted"]);
    expect(await t.db.$count(contactMessages, eq(contactMessages.email, lower))).toBe(0);
  });

  it("gives and deletes only the contact messages sent while logged in: anyone can type another's address", async () => {
    const user = await createUser(t);
    const stranger = (message: string) =>
      t.client().post("/api/contact", { name: "Someone Else", email: user.email, message });
    expect((await stranger("A private matter, sent before the account was made.")).statusCode).toBe(202);
    const client = await loginAs(t, user);
    const own = await client.post("/api/contact", {
      name: "Maria Papadopoulou",
      email: user.email,
      message: "May we speak to Father about our son's baptism?",
    });
    expect(own.statusCode).toBe(202);
    expect((await stranger("Planted under the member's address.")).statusCode).toBe(202);
    // The office answered it (ADR 035): when, and by which of its accounts, is the office's own.
    const office = await createUser(t, { role: "admin" });
    await t.db
      .update(contactMessages)
      .set({ answeredAt: new Date(), answeredBy: office.id })
      .where(eq(contactMessages.userId, user.id));

    const data = (await client.get("/api/me/data")).json();
    expect(data.contactMessages.map((m: { message: string }) => m.message)).toEqual([
      "May we speak to Father about our son's baptism?",
    ]);
    expect(Object.keys(data.contactMessages[0]).sort()).toEqual(
      ["createdAt", "email", "id", "language", "message", "name", "telephone"].sort(),
    );
    expect(JSON.stringify(data)).not.toContain(office.id);

    expect((await client.delete("/api/me", { password: user.password })).statusCode).toBe(200);
    const left = await t.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.email, user.email));
    expect(left.map((m) => m.message).sort()).toEqual([
      "A private matter, sent before the account was made.",
      "Planted under the member's address.",
    ]);
  });

  // Security review: the office deleted a request the family had withdrawn; the family then
  // deleted their account, and the booking's history still named them by e-mail for good.
  it("takes a deleted member's address out of the history of a booking the office still holds", async () => {
    const user = await createUser(t);
    const client = await loginAs(t, user);
    const booked = await client.post("/api/baptism-booking", baptismBody((await insertSlot(t)).id));
    const id = booked.json().booking.id as string;
    expect((await client.post(`/api/bookings/${id}/cancel`)).statusCode).toBe(200);
    const office = await loginAs(t, await createUser(t, { role: "admin" }));
    expect((await office.delete(`/api/bookings/${id}`)).statusCode).toBe(204);
    expect((await client.delete("/api/me", { password: user.password })).statusCode).toBe(200);

    const history = (await office.get(`/api/bookings/${id}/audit`)).json();
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      "booking.withdraw",
      "booking.delete",
    ]);
    expect(JSON.stringify(history)).not.toContain(user.email);
    expect(history[0].actorEmail).toBeNull();
    expect(history[1].actorEmail).not.toBeNull();
  });

  it("tells the office that a confirmed sacrament still to come stays booked, no longer linked to an account", async () => {
    const user = await createUser(t);
    const confirmed = await bookingFor(user.id, "confirmed", 8);
    const officeMails = () => t.db.select().from(outbox).where(eq(outbox.to, t.app.config.officeEmail));
    const before = new Set((await officeMails()).map((mail) => mail.id));
    expect((await (await loginAs(t, user)).delete("/api/me", { password: user.password })).statusCode).toBe(
      200,
    );
    const told = (await officeMails()).filter((mail) => !before.has(mail.id));
    expect(told.map((mail) => mail.subject)).toEqual([
      "Account deleted, baptism still confirmed: Saturday 8 June 2030 11:00 — Family",
    ]);
    expect(told[0]?.text).toContain("family@example.org");
    expect(told[0]?.text).toContain(`manage-bookings?booking=${confirmed?.id}`);
    expect(told[0]?.text).not.toContain("Νικόλαος");
  });

  it("keeps the last administrator's account, saying why, and lets one of two go", async () => {
    const admins = await t.db.select().from(users).where(eq(users.role, "admin"));
    for (const admin of admins) await t.db.delete(users).where(eq(users.id, admin.id));
    const only = await createUser(t, { role: "admin" });
    const refused = await (await loginAs(t, only, "el")).delete("/api/me", { password: only.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "LAST_ADMIN",
      message: expect.stringContaining("μόνος διαχειριστής"),
    });
    expect(await t.db.select().from(users).where(eq(users.id, only.id))).toHaveLength(1);
    await createUser(t, { role: "admin" });
    expect((await (await loginAs(t, only)).delete("/api/me", { password: only.password })).statusCode).toBe(
      200,
    );
  });

  // Security review: a session left open on a shared computer was enough to delete the account.
  it("deletes an account only with its password, said at the field in the member's language", async () => {
    const user = await createUser(t);
    await bookingFor(user.id, "pending", 9);
    const client = await loginAs(t, user, "el");
    const missing = await client.delete("/api/me", { password: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      password: "Πληκτρολογήστε τον κωδικό πρόσβασής σας για να διαγράψετε τον λογαριασμό.",
    });
    const wrong = await client.delete("/api/me", { password: `${user.password}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: "WRONG_PASSWORD",
      fields: { password: "Ο κωδικός πρόσβασης δεν είναι σωστός." },
    });
    // Nothing went: the account, its session and its request are all there.
    expect(await t.db.$count(users, eq(users.id, user.id))).toBe(1);
    expect(await t.db.$count(bookings, eq(bookings.userId, user.id))).toBe(1);
    expect((await client.get("/api/me/data")).statusCode).toBe(200);
    expect((await client.delete("/api/me", { password: user.password })).statusCode).toBe(200);
    expect(await t.db.$count(users, eq(users.id, user.id))).toBe(0);
  });

  it("stops guessing the password after ten tries, with the password change's count", async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const user = await createUser(limited);
      const client = await loginAs(limited, user);
      for (let i = 0; i < 5; i++) {
        const res = await client.post("/api/auth/change-password", {
          currentPassword: `guess-${i}`,
          newPassword: "Theotokos-Save-Us-7?",
        });
        expect(res.json().error.code).toBe("WRONG_PASSWORD");
      }
      for (let i = 5; i < 10; i++) {
        expect((await client.delete("/api/me", { password: `guess-${i}` })).statusCode).toBe(400);
      }
      const refused = await client.delete("/api/me", { password: user.password });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("RATE_LIMITED");
      expect(await limited.db.$count(users, eq(users.id, user.id))).toBe(1);
    } finally {
      await limited.close();
    }
  });

  // Review: a request sent as its account was being deleted could commit after the deletion had
  // read the account's bookings: it stayed, pending, unlinked, with the child's details the family
  // had asked to erase (PostgreSQL).
  it("leaves no request behind from an account deleted while one was being made", async () => {
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await createUser(t);
        return { user, client: await loginAs(t, user), slot: await insertSlot(t) };
      }),
    );
    const outcomes = await Promise.all(
      pairs.map(async ({ user, client, slot }) => {
        const [booked, deleted] = await Promise.all([
          client.post("/api/baptism-booking", baptismBody(slot.id)),
          client.delete("/api/me", { password: user.password }),
        ]);
        return `${booked.statusCode}/${deleted.statusCode}`;
      }),
    );
    // Booked first, then withdrawn with the account; or the account gone first.
    for (const outcome of outcomes) expect(["201/200", "401/200"]).toContain(outcome);
    const slotIds = pairs.map(({ slot }) => slot.id);
    expect(await t.db.select().from(bookings).where(inArray(bookings.slotId, slotIds))).toEqual([]);
  });

  it("refuses visitors", async () => {
    expect((await t.client().get("/api/me/data")).statusCode).toBe(401);
    expect((await t.client().delete("/api/me", { password: "anything-at-all" })).statusCode).toBe(401);
  });
});

// Security review: an account at the office's own address (made before sign-up refused it, or the
// office's administrator) was given the office's mail in its data download, and its deletion took
// every family's mail with it, unsent ones too: they all carry Reply-To: the office.
describe("an account at the church office's address", () => {
  let office: TestApp;
  beforeAll(async () => {
    office = await createTestApp({ mailFrom: "St Nicholas Parish <noreply@example.org>" });
  });
  afterAll(async () => office.close());

  it("is not given the office's mail, and its deletion leaves the office's and the families' mail", async () => {
    const holder = await createUser(office, { email: office.config.officeEmail });
    const visitor = await office.client().post("/api/contact", {
      name: "Maria Visitor",
      email: "maria@example.net",
      message: "A private matter for Father, please telephone me.",
    });
    expect(visitor.statusCode).toBe(202);
    await office.client().post("/api/auth/forgot-password", { email: (await createUser(office)).email });
    const before = await office.db.select({ id: outbox.id, replyTo: outbox.replyTo }).from(outbox);
    // Both mails concern the office's address: the message is to it, the family's reset replies to it.
    expect(before).toHaveLength(2);
    expect(before.filter((mail) => mail.replyTo === office.config.officeEmail)).toHaveLength(1);

    const client = await loginAs(office, holder);
    const data = (await client.get("/api/me/data")).json();
    expect(JSON.stringify(data)).not.toContain("A private matter");
    expect(data.mails).toEqual([]);

    expect((await client.delete("/api/me", { password: holder.password })).statusCode).toBe(200);
    const left = (await office.db.select({ id: outbox.id }).from(outbox)).map((mail) => mail.id);
    expect(left).toEqual(expect.arrayContaining(before.map((mail) => mail.id)));
  });
});
