import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE } from "../../../web/content/parish-shared.ts";
import { bookings, slotHolds, slots } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createUser, loginAs } from "../../test/users.ts";
import { baptismBody, insertSlot } from "../bookings/fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const member = async () => loginAs(t, await createUser(t));
type SlotJson = { id: string; status: string; booked: boolean; heldByYou: boolean; type: string };
const find = async (client: ReturnType<TestApp["client"]>, id: string, query = "") =>
  ((await client.get(`/api/slots${query}`)).json() as SlotJson[]).find((slot) => slot.id === id);

describe("GET /api/slots", () => {
  it("lists future slots with the documented fields, filtered by type", async () => {
    const baptism = await insertSlot(t);
    const wedding = await insertSlot(t, { type: "wedding" });
    const past = await insertSlot(t, { inDays: -2 });
    const response = await t.client().get("/api/slots");
    expect(response.statusCode).toBe(200);
    const all = response.json() as SlotJson[];
    expect(all.map((slot) => slot.id)).toEqual(expect.arrayContaining([baptism.id, wedding.id]));
    expect(all.map((slot) => slot.id)).not.toContain(past.id);
    expect(all.find((slot) => slot.id === baptism.id)).toMatchObject({
      datetime: baptism.startsAt.toISOString(),
      timeZone: "Europe/London",
      type: "baptism",
      durationMinutes: 60,
      status: "available",
      booked: false,
    });
    const weddings = (await t.client().get("/api/slots?type=wedding")).json() as SlotJson[];
    expect(weddings.map((slot) => slot.id)).toContain(wedding.id);
    expect(weddings.every((slot) => slot.type === "wedding")).toBe(true);
    const from = new Date(Date.now() - 5 * 86_400_000).toISOString();
    expect(await find(t.client(), past.id, `?from=${encodeURIComponent(from)}`)).toBeDefined();
    expect((await t.client().get("/api/slots?type=funeral")).statusCode).toBe(400);
  });

  it("shows reserved to others and available with heldByYou to the holder; booked once booked", async () => {
    const slot = await insertSlot(t);
    const holder = await member();
    await holder.post(`/api/slots/${slot.id}/hold`, { service: "baptism" });
    expect(await find(holder, slot.id)).toMatchObject({ status: "available", heldByYou: true });
    expect(await find(t.client(), slot.id)).toMatchObject({ status: "reserved", heldByYou: false });
    expect((await holder.post("/api/baptism-booking", baptismBody(slot.id))).statusCode).toBe(201);
    expect(await find(t.client(), slot.id)).toMatchObject({ status: "booked", booked: true });
    expect(await find(holder, slot.id)).toMatchObject({ status: "booked", heldByYou: false });
  });
});

describe("POST /api/slots/:id/hold", () => {
  it("holds a slot when no body is sent, as DESIGN.md documents it", async () => {
    const slot = await insertSlot(t, { type: "wedding" });
    const res = await (await member()).request("POST", `/api/slots/${slot.id}/hold`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slotId: slot.id, service: "wedding" });
  });

  it("holds for 15 minutes and refuses another user while it lasts", async () => {
    const slot = await insertSlot(t);
    const first = await member();
    const response = await first.post(`/api/slots/${slot.id}/hold`, { service: "chrismation" });
    expect(response.statusCode).toBe(200);
    const minutes = (new Date(response.json().expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    // The same, counted by the server, for a client whose own clock is wrong.
    expect(response.json().expiresInSeconds).toBe(900);
    expect(response.json().service).toBe("chrismation");
    const second = await (await member()).post(`/api/slots/${slot.id}/hold`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: "SLOT_TAKEN" });
    expect(second.json().error.message).toContain("Someone else");
  });

  it("lets another user take a hold that has expired", async () => {
    const slot = await insertSlot(t);
    await (await member()).post(`/api/slots/${slot.id}/hold`, {});
    await t.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.slotId, slot.id));
    expect(await find(t.client(), slot.id)).toMatchObject({ status: "available" });
    const other = await member();
    expect((await other.post(`/api/slots/${slot.id}/hold`, {})).statusCode).toBe(200);
  });

  it("renews the caller's own hold and moves it when they choose another slot", async () => {
    const first = await insertSlot(t);
    const second = await insertSlot(t);
    const client = await member();
    await client.post(`/api/slots/${first.id}/hold`, {});
    expect((await client.post(`/api/slots/${first.id}/hold`, {})).statusCode).toBe(200);
    expect((await client.post(`/api/slots/${second.id}/hold`, {})).statusCode).toBe(200);
    expect(await t.db.select().from(slotHolds).where(eq(slotHolds.slotId, first.id))).toHaveLength(0);
    expect(await find(t.client(), first.id)).toMatchObject({ status: "available" });
    expect(await find(t.client(), second.id)).toMatchObject({ status: "reserved" });
  });

  // Review: a refused try at a slot someone else holds released the caller's own hold, so a
  // stranger could take the date the family was filling in the form for.
  it("keeps the caller's hold when a try at a slot someone else holds is refused", async () => {
    const mine = await insertSlot(t);
    const theirs = await insertSlot(t);
    const family = await member();
    const other = await member();
    expect((await family.post(`/api/slots/${mine.id}/hold`, {})).statusCode).toBe(200);
    expect((await other.post(`/api/slots/${theirs.id}/hold`, {})).statusCode).toBe(200);
    const refused = await family.post(`/api/slots/${theirs.id}/hold`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: "SLOT_TAKEN" } });
    expect(await find(family, mine.id)).toMatchObject({ status: "available", heldByYou: true });
    expect(await find(other, mine.id)).toMatchObject({ status: "reserved" });
    expect((await other.post(`/api/slots/${mine.id}/hold`, {})).statusCode).toBe(409);
  });

  // Family review: a family with 3 requests waiting could hold a date, fill in the whole form and
  // only then be refused, while the date stayed held from every other family for 15 minutes.
  it("holds nothing for a member who already has 3 requests waiting, saying why in their language", async () => {
    const client = await loginAs(t, await createUser(t), "el");
    for (let i = 0; i < 3; i++) {
      const slot = await insertSlot(t, { inDays: 40 + i });
      expect((await client.post("/api/baptism-booking", baptismBody(slot.id))).statusCode).toBe(201);
    }
    const wanted = await insertSlot(t, { inDays: 45 });
    const refused = await client.post(`/api/slots/${wanted.id}/hold`, { service: "baptism" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.json().error.message).toMatch(/^Έχετε ήδη 3 αιτήματα που περιμένουν απάντηση/);
    expect(refused.json().error.message).toContain(PHONE.display);
    expect(await t.db.select().from(slotHolds).where(eq(slotHolds.slotId, wanted.id))).toHaveLength(0);
    expect(await find(t.client(), wanted.id)).toMatchObject({ status: "available" });
    // The office has no such limit.
    const office = await loginAs(t, await createUser(t, { role: "admin" }));
    for (let i = 0; i < 4; i++) {
      const slot = await insertSlot(t, { inDays: 50 + i });
      expect((await office.post("/api/baptism-booking", baptismBody(slot.id))).statusCode).toBe(201);
    }
    expect((await office.post(`/api/slots/${wanted.id}/hold`, {})).statusCode).toBe(200);
  });

  // Requests never answered whose dates have passed are no longer waiting for anything.
  it("counts only requests still to come among the 3 waiting", async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 3; i++) {
      const [past] = await t.db
        .insert(slots)
        .values({ startsAt: new Date(Date.now() - i * 86_400_000), durationMinutes: 60, type: "baptism" })
        .returning();
      await t.db.insert(bookings).values({
        userId: user.id,
        type: "baptism",
        slotId: past?.id,
        startsAt: past?.startsAt ?? new Date(),
        durationMinutes: 60,
        status: "pending",
        details: {},
        contactEmail: user.email,
        contactName: "Maria Papadopoulou",
      });
    }
    const client = await loginAs(t, user);
    const wanted = await insertSlot(t, { inDays: 62 });
    expect((await client.post(`/api/slots/${wanted.id}/hold`, { service: "baptism" })).statusCode).toBe(200);
    expect((await client.post("/api/baptism-booking", baptismBody(wanted.id))).statusCode).toBe(201);
  });

  it("refuses a booked slot, a slot of another service, a past slot and an unknown one", async () => {
    const booked = await insertSlot(t);
    await (await member()).post("/api/baptism-booking", baptismBody(booked.id));
    const client = await member();
    expect((await client.post(`/api/slots/${booked.id}/hold`, {})).json().error.code).toBe("SLOT_TAKEN");
    const wedding = await insertSlot(t, { type: "wedding" });
    const mismatch = await client.post(`/api/slots/${wedding.id}/hold`, { service: "baptism" });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error.code).toBe("SLOT_TYPE_MISMATCH");
    const past = await insertSlot(t, { inDays: -1 });
    expect((await client.post(`/api/slots/${past.id}/hold`, {})).json().error.code).toBe("SLOT_IN_PAST");
    expect((await client.post(`/api/slots/${crypto.randomUUID()}/hold`, {})).statusCode).toBe(404);
    expect((await client.post(`/api/slots/${wedding.id}/hold`, { service: "funeral" })).statusCode).toBe(400);
  });

  it("needs a verified user", async () => {
    const slot = await insertSlot(t);
    expect((await t.client().post(`/api/slots/${slot.id}/hold`, {})).statusCode).toBe(401);
    // Logged in, but the address never confirmed: no date is kept from the families for them.
    const unconfirmed = await loginAs(t, await createUser(t, { isVerified: false }));
    const refused = await unconfirmed.post(`/api/slots/${slot.id}/hold`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    expect(await t.db.select().from(slotHolds).where(eq(slotHolds.slotId, slot.id))).toHaveLength(0);
  });

  it("lets a family book a date whose hold by another has run out", async () => {
    const slot = await insertSlot(t, { inDays: 61 });
    const other = await createUser(t);
    await t.db
      .insert(slotHolds)
      .values({ slotId: slot.id, userId: other.id, expiresAt: new Date(Date.now() - 1000) });
    const client = await loginAs(t, await createUser(t));
    expect((await client.post("/api/baptism-booking", baptismBody(slot.id))).statusCode).toBe(201);
  });
});
