import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, londonDate, londonToUtc } from "../../contracts/time.ts";
import { insertSlot } from "../modules/bookings/fixtures.ts";
import { insertService } from "../modules/programme/repository.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { createUser, loginAs } from "../test/users.ts";

type Entry = { id: string; service: string };
type SlotJson = { id: string; status: string; heldByYou: boolean };

const day = addDaysIso(londonDate(new Date()), 10);
const range = `/api/services?from=${day}&to=${day}`;
const newService = (name: string) => ({
  startsAt: londonToUtc(day, "18:00"),
  serviceEn: name,
  serviceEl: `${name} (el)`,
  calendarEn: "",
  calendarEl: "",
  kind: "other" as const,
});

describe("public reads kept for a while (as with several instances)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { readCacheTtlMs: 60_000 });
  });
  afterAll(async () => t.close());

  it("answers a repeated read from memory: a row written by another instance does not show yet", async () => {
    const first = await t.client().get(range);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    await insertService(t.db, newService("Written elsewhere"));
    const again = await t.client().get(range);
    expect(again.json()).toEqual(first.json());
    // Each language is kept apart.
    const greek = (await t.client("el").get(range)).json() as Entry[];
    expect(greek.map((entry) => entry.service)).toContain("Written elsewhere (el)");
  });

  it("shows a change made through this instance's API to the very next visitor", async () => {
    const visitor = t.client();
    await visitor.get("/api/slots");
    // A slot written directly is not seen while the visitors' list is kept…
    const slot = await insertSlot(t, { inDays: 30 });
    const before = (await visitor.get("/api/slots")).json() as SlotJson[];
    const member = await loginAs(t, await createUser(t));
    expect((await member.post(`/api/slots/${slot.id}/hold`, {})).statusCode).toBe(200);
    // …but a hold through the API empties it: the visitor sees the slot reserved at once.
    const after = (await visitor.get("/api/slots")).json() as SlotJson[];
    expect(before.some((row) => row.id === slot.id)).toBe(false);
    expect(after.find((row) => row.id === slot.id)).toMatchObject({ status: "reserved", heldByYou: false });
    // A member's own view is never the shared one.
    const own = (await member.get("/api/slots")).json() as SlotJson[];
    expect(own.find((row) => row.id === slot.id)).toMatchObject({ status: "available", heldByYou: true });
  });

  it("refuses a wrong range every time, in the caller's language, and keeps nothing for it", async () => {
    for (const language of ["en", "el", "en"] as const) {
      const refused = await t.client(language).get(`/api/services?from=${day}&to=2000-01-01`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe("INVALID_RANGE");
      expect(refused.json().error.message).not.toBe("");
    }
    expect((await t.client().get(`/api/services?from=2000-01-01&to=${day}`)).statusCode).toBe(400);
  });
});

describe("public reads with a short lifetime", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { readCacheTtlMs: 200 });
  });
  afterAll(async () => t.close());

  it("shows another instance's change once the lifetime has passed", async () => {
    await t.client().get(range);
    const row = await insertService(t.db, newService("Added by another instance"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const entries = (await t.client().get(range)).json() as Entry[];
    expect(entries.map((entry) => entry.id)).toContain(row.id);
  });
});
