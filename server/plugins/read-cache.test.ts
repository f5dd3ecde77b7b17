import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, londonDate, londonToUtc } from "../../contracts/time.ts";
import { insertSlot } from "../modules/bookings/fixtures.ts";
import { insertService } from "../modules/programme/repository.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { createUser, loginAs } from "../test/users.ts";
import { compressFromBytes } from "./read-cache.ts";

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

  it("shows the office's edit and deletion of a service to the very next visitor", async () => {
    const office = await loginAs(t, await createUser(t, { role: "admin" }));
    const made = await office.post("/api/services", {
      datetime: londonToUtc(day, "19:00").toISOString(),
      serviceEn: "Paraklesis",
      serviceEl: "Παράκληση",
      kind: "other",
    });
    expect(made.statusCode).toBe(201);
    const [{ id: serviceId }] = made.json() as [{ id: string }];
    const names = async () => ((await t.client().get(range)).json() as Entry[]).map((entry) => entry.service);
    expect(await names()).toContain("Paraklesis");
    const edited = await office.put(`/api/services/${serviceId}`, {
      datetime: londonToUtc(day, "19:00").toISOString(),
      serviceEn: "Small Paraklesis",
      serviceEl: "Μικρή Παράκληση",
      kind: "other",
    });
    expect(edited.statusCode).toBe(200);
    expect(await names()).toContain("Small Paraklesis");
    expect((await office.delete(`/api/services/${serviceId}`)).statusCode).toBe(204);
    expect(await names()).not.toContain("Small Paraklesis");
  });

  it("keeps the calendar feeds too, per language, compressed for a client that accepts it", async () => {
    // Each feed took ~18 ms of CPU to build: unkept, a loop of requests slowed every page.
    const first = await t.client().get("/api/programme.ics?lang=en");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(first.headers["content-disposition"]).toBe('inline; filename="programme.ics"');
    await insertService(t.db, newService("Vespers written elsewhere"));
    expect((await t.client().get("/api/programme.ics?lang=en")).body).toBe(first.body);
    expect((await t.client().get("/api/programme.ics?lang=el")).body).toContain(
      "Vespers written elsewhere (el)",
    );
    const feasts = await t.client().get("/api/feasts.ics?lang=el", { headers: { "accept-encoding": "br" } });
    expect(feasts.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feasts.headers["content-encoding"]).toBe("br");
    const text = brotliDecompressSync(feasts.rawPayload).toString("utf8");
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).toBe((await t.client().get("/api/feasts.ics?lang=el")).body);
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

describe("public reads compressed for browsers that accept it", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { readCacheTtlMs: 60_000 });
    // Enough slots that the list is worth compressing (each is ~200 bytes of JSON).
    for (let days = 20; days < 40; days++) await insertSlot(t, { inDays: days });
  });
  afterAll(async () => t.close());

  const read = (url: string, acceptEncoding?: string) =>
    t
      .client()
      .get(url, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

  it("sends the slot list as Brotli or gzip as the browser prefers, and the same JSON either way", async () => {
    const plain = await read("/api/slots");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(compressFromBytes);
    const json = plain.json();

    const browser = await read("/api/slots", "gzip, deflate, br, zstd");
    expect(browser.headers["content-encoding"]).toBe("br");
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString("utf8"))).toEqual(json);

    const gzipOnly = await read("/api/slots", "gzip");
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString("utf8"))).toEqual(json);

    for (const refusing of ["identity", "br;q=0, gzip;q=0", "deflate"]) {
      const answer = await read("/api/slots", refusing);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.json()).toEqual(json);
    }
  });

  it("sends a short answer as it is", async () => {
    const empty = await read(`/api/services?from=2030-01-01&to=2030-01-01`, "br, gzip");
    expect(empty.statusCode).toBe(200);
    expect(empty.headers["content-encoding"]).toBeUndefined();
    expect(empty.json()).toEqual([]);
  });
});
