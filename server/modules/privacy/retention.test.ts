import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  contactMessages,
  outbox,
  sessions,
  slots,
  trustedDevices,
  users,
  verifications,
} from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createUser } from "../../test/users.ts";
import { applyRetention } from "./retention.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function booking(
  userId: string,
  status: "pending" | "confirmed" | "declined" | "cancelled",
  startsAt: Date,
  updatedAt: Date,
) {
  const [slot] = await t.db
    .insert(slots)
    .values({ startsAt, durationMinutes: 60, type: "baptism" })
    .returning();
  const [row] = await t.db
    .insert(bookings)
    .values({
      userId,
      type: "baptism",
      slotId: slot?.id,
      startsAt,
      durationMinutes: 60,
      status,
      details: { child: { firstName: "Σοφία" } },
      contactEmail: "family@example.org",
      contactName: "Family",
      updatedAt,
    })
    .returning();
  if (!row) throw new Error("no booking");
  return row.id;
}

describe("keeping personal data no longer than the privacy notice says", () => {
  it("deletes requests closed over 12 months ago and unanswered ones whose date passed a year ago, never a confirmed sacrament", async () => {
    const user = await createUser(t);
    const ids = {
      oldDeclined: await booking(user.id, "declined", daysAgo(400), daysAgo(370)),
      oldCancelled: await booking(user.id, "cancelled", daysAgo(390), daysAgo(380)),
      recentDeclined: await booking(user.id, "declined", daysAgo(400), daysAgo(300)),
      oldUnanswered: await booking(user.id, "pending", daysAgo(380), daysAgo(390)),
      oldConfirmed: await booking(user.id, "confirmed", daysAgo(3000), daysAgo(3000)),
      // Made over a year ahead of its date (a wedding often is), still waiting: its date counts.
      earlyRequest: await booking(user.id, "pending", daysAgo(-30), daysAgo(400)),
    };
    await applyRetention(t.db);
    const left = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.id, Object.values(ids)));
    expect(left.map((row) => row.id).sort()).toEqual(
      [ids.recentDeclined, ids.oldConfirmed, ids.earlyRequest].sort(),
    );
  });

  it("deletes contact messages after 12 months and copies of sent mail after 30 days, but never mail still to send", async () => {
    const [oldMessage, newMessage] = await t.db
      .insert(contactMessages)
      .values([
        {
          name: "Old",
          email: "old@example.org",
          message: "About a memorial service",
          createdAt: daysAgo(366),
        },
        {
          name: "New",
          email: "new@example.org",
          message: "About a memorial service",
          createdAt: daysAgo(300),
        },
      ])
      .returning();
    const mail = (to: string, status: "pending" | "sent" | "logged" | "failed", days: number) => ({
      messageId: `<${to}-${status}-${days}@parish.test>`,
      to,
      subject: "Your request",
      text: "Σοφία",
      html: "Σοφία",
      status,
      createdAt: daysAgo(days),
    });
    await t.db
      .insert(outbox)
      .values([
        mail("sent-old@example.org", "sent", 31),
        mail("logged-old@example.org", "logged", 40),
        mail("failed-old@example.org", "failed", 60),
        mail("sent-new@example.org", "sent", 20),
        mail("waiting@example.org", "pending", 60),
      ]);
    await applyRetention(t.db);
    const messages = await t.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(messages.map((row) => row.id)).toContain(newMessage?.id);
    expect(messages.map((row) => row.id)).not.toContain(oldMessage?.id);
    const mails = await t.db.select({ to: outbox.to }).from(outbox);
    expect(mails.map((row) => row.to).sort()).toEqual(["sent-new@example.org", "waiting@example.org"]);
  });

  it("forgets expired sessions and devices and links expired over 30 days ago, and changes nothing when run again", async () => {
    const user = await createUser(t);
    await t.db.insert(sessions).values([
      { idHash: "expired-session-hash", userId: user.id, expiresAt: daysAgo(1) },
      { idHash: "live-session-hash", userId: user.id, expiresAt: daysAgo(-10) },
    ]);
    await t.db.insert(trustedDevices).values([
      { tokenHash: "expired-device-hash", userId: user.id, expiresAt: daysAgo(1) },
      { tokenHash: "live-device-hash", userId: user.id, expiresAt: daysAgo(-100) },
    ]);
    await t.db.insert(verifications).values([
      { userId: user.id, purpose: "verify-email", tokenHash: "long-expired", expiresAt: daysAgo(31) },
      { userId: user.id, purpose: "verify-email", tokenHash: "lately-expired", expiresAt: daysAgo(2) },
    ]);
    await applyRetention(t.db);
    const left = await t.db
      .select({ id: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.id)).toEqual(["live-session-hash"]);
    const devices = await t.db
      .select({ hash: trustedDevices.tokenHash })
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, user.id));
    expect(devices.map((row) => row.hash)).toEqual(["live-device-hash"]);
    const links = await t.db
      .select({ hash: verifications.tokenHash })
      .from(verifications)
      .where(eq(verifications.userId, user.id));
    expect(links.map((row) => row.hash)).toEqual(["lately-expired"]);
    expect(await applyRetention(t.db)).toEqual({
      requests: 0,
      contactMessages: 0,
      keptSlots: 0,
      mails: 0,
      unconfirmedAccounts: 0,
    });
    expect(await t.db.$count(sessions, sql`${sessions.userId} = ${user.id}`)).toBe(1);
  });

  // Security review: an account whose address was never confirmed stayed for good, with the name
  // someone typed for another's address, which could not sign up until it reset the password.
  it("deletes an account whose address was not confirmed within 30 days of signing up, and only such", async () => {
    const unconfirmed = (days: number) =>
      createUser(t, { isVerified: false }).then(async (user) => {
        await t.db
          .update(users)
          .set({ createdAt: daysAgo(days) })
          .where(eq(users.id, user.id));
        return user.id;
      });
    const stale = await unconfirmed(31);
    const recent = await unconfirmed(29);
    const confirmed = await createUser(t);
    await t.db
      .update(users)
      .set({ createdAt: daysAgo(400) })
      .where(eq(users.id, confirmed.id));
    expect((await applyRetention(t.db)).unconfirmedAccounts).toBe(1);
    const left = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [stale, recent, confirmed.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent, confirmed.id].sort());
  });
});
