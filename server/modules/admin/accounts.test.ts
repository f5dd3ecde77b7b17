import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, users } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { createUser, loginAs } from "../../test/users.ts";
import { baptismBody, insertSlot } from "../bookings/fixtures.ts";

let t: TestApp;
let office: TestClient;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  office = await loginAs(t, await createUser(t, { role: "admin", firstName: "Eleni", lastName: "Office" }));
});
afterAll(async () => {
  await t.close();
});

type AccountJson = {
  id: string;
  firstName: string;
  email: string;
  role: string;
  isVerified: boolean;
  bookings: number;
  upcoming: number;
  keptSlots: number;
};

const list = async (query = "") => {
  const response = await office.get(`/api/admin/accounts${query}`);
  expect(response.statusCode).toBe(200);
  return {
    accounts: response.json() as AccountJson[],
    total: Number(response.headers["x-total-count"]),
  };
};

describe("the office's list of accounts", () => {
  it("lists accounts newest first, with what each has booked, and never a password", async () => {
    const older = await createUser(t, { firstName: "Γεώργιος", lastName: "Παπαδόπουλος" });
    const newer = await createUser(t, { firstName: "Sofia", lastName: "Nikolaou", isVerified: false });
    await t.db.update(users).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(users.id, older.id));
    const family = await loginAs(t, older);
    const slot = await insertSlot(t, { inDays: 200 });
    expect((await family.post("/api/baptism-booking", baptismBody(slot.id))).statusCode).toBe(201);
    const past = await insertSlot(t, { inDays: 201 });
    expect((await family.post("/api/baptism-booking", baptismBody(past.id))).statusCode).toBe(201);
    await t.db
      .update(bookings)
      .set({ startsAt: sql`now() - interval '2 days'` })
      .where(eq(bookings.slotId, past.id));
    const kept = await insertSlot(t, { inDays: 202 });
    await office.put(`/api/slots/${kept.id}/keep`, {
      keptFor: "Papadopoulos",
      email: older.email.toUpperCase(),
    });

    const response = await office.get("/api/admin/accounts");
    expect(JSON.stringify(response.json())).not.toMatch(/argon2|passwordHash/);
    const { accounts, total } = await list();
    const ids = accounts.map((account) => account.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(total).toBe(await t.db.$count(users));
    expect(accounts.find((account) => account.id === older.id)).toMatchObject({
      firstName: "Γεώργιος",
      isVerified: true,
      role: "user",
      bookings: 2,
      upcoming: 1,
      keptSlots: 1,
    });
    expect(accounts.find((account) => account.id === newer.id)).toMatchObject({
      isVerified: false,
      bookings: 0,
      upcoming: 0,
      keptSlots: 0,
    });
  });

  it("finds a name whatever its accents and case, and words in the address, across pages", async () => {
    const papas = await createUser(t, {
      firstName: "Ευαγγελία",
      lastName: "Παπαδοπούλου",
      email: "evangelia.p@example.org",
    });
    const other = await createUser(t, { firstName: "Ευαγγελία", lastName: "Σταύρου" });
    const found = await list(`?q=${encodeURIComponent("ΠΑΠΑΔΟΠΟΥΛΟΥ ευαγγελια")}`);
    expect(found.accounts.map((account) => account.id)).toEqual([papas.id]);
    expect(found.total).toBe(1);
    expect((await list("?q=evangelia.p%40example")).accounts.map((account) => account.id)).toEqual([
      papas.id,
    ]);
    // Two named Ευαγγελία: one a page, each page counted as the whole search.
    const first = await list(`?q=${encodeURIComponent("Ευαγγελία")}&limit=1`);
    const second = await list(`?q=${encodeURIComponent("Ευαγγελία")}&limit=1&offset=1`);
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.accounts, ...second.accounts].map((account) => account.id)).toEqual([
      other.id,
      papas.id,
    ]);
    expect((await list("?q=nobody-at-all")).accounts).toEqual([]);
    // A whole address is found where an address starts: the keep dialog asks for one by it.
    const ann = await createUser(t, { email: "ann.k@example.org" });
    const joann = await createUser(t, { email: "joann.k@example.org" });
    expect((await list("?q=ann.k%40example.org")).accounts.map((account) => account.id)).toEqual([ann.id]);
    expect((await list("?q=ann.k")).accounts.map((account) => account.id)).toEqual([joann.id, ann.id]);
  });

  it("lists those whose address is not confirmed, and the office's own, apart", async () => {
    const waiting = await createUser(t, { isVerified: false });
    const deputy = await createUser(t, { role: "admin" });
    const unconfirmed = await list("?state=unconfirmed");
    expect(unconfirmed.accounts.every((account) => !account.isVerified)).toBe(true);
    expect(unconfirmed.accounts.map((account) => account.id)).toContain(waiting.id);
    const theOffice = await list("?state=office");
    expect(theOffice.accounts.every((account) => account.role === "admin")).toBe(true);
    expect(theOffice.accounts.map((account) => account.id)).toContain(deputy.id);
    expect(theOffice.total).toBe(await t.db.$count(users, eq(users.role, "admin")));
  });

  it("is the office's alone, and refuses a state or page it does not know, in the caller's language", async () => {
    const family = await loginAs(t, await createUser(t));
    expect((await family.get("/api/admin/accounts")).statusCode).toBe(403);
    expect((await t.client().get("/api/admin/accounts")).statusCode).toBe(401);
    expect((await office.get("/api/admin/accounts?state=deleted")).statusCode).toBe(400);
    expect((await office.get("/api/admin/accounts?limit=0")).statusCode).toBe(400);
    expect((await office.get(`/api/admin/accounts?q=${"α".repeat(201)}`)).statusCode).toBe(400);
  });
});
