import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { createUser, loginAs } from "../../test/users.ts";
import { applyRetention } from "../privacy/retention.ts";

let t: TestApp;
let office: TestClient;
let deputy: TestClient;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  office = await loginAs(t, await createUser(t, { role: "admin", firstName: "Eleni", lastName: "Office" }));
  deputy = await loginAs(t, await createUser(t, { role: "admin", firstName: "Petros", lastName: "Deputy" }));
});
afterAll(async () => {
  await t.close();
});

type MessageJson = {
  id: string;
  name: string;
  message: string;
  fromAccount: boolean;
  answeredAt: string | null;
  answeredBy: string | null;
};

/** A message sent through the contact form, as a visitor or a logged-in member sends it. */
async function send(
  from: TestClient,
  name: string,
  language: "en" | "el" = "en",
  email = `sender-${Math.random().toString(36).slice(2)}@example.org`,
) {
  const sent = await from.post(
    "/api/contact",
    {
      name,
      email,
      telephone: "07700 900123",
      message: "Could we arrange a blessing of our new home, please?",
    },
    { headers: { "accept-language": language } },
  );
  expect(sent.statusCode).toBe(202);
  const [row] = await t.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.name, name));
  if (!row) throw new Error("message not stored");
  return row.id;
}

const list = async (query = "") => {
  const response = await office.get(`/api/admin/messages${query}`);
  expect(response.statusCode).toBe(200);
  return { messages: response.json() as MessageJson[], total: Number(response.headers["x-total-count"]) };
};

describe("the office's messages", () => {
  it("lists the contact messages still to answer, newest first, saying which came from the account with their address", async () => {
    const first = await send(t.client(), "Maria Papadopoulou");
    const account = await createUser(t, { email: "giorgos.ioannou@example.org" });
    const member = await loginAs(t, account);
    // Review: a member logged in may type anyone's address; that one is not vouched for.
    const typed = await send(member, "Someone Else", "en", "not.theirs@example.org");
    const second = await send(member, "Γιώργος Ιωάννου", "el", "Giorgos.Ioannou@example.org");
    const { messages, total } = await list();
    expect(messages.slice(0, 3).map((message) => message.id)).toEqual([second, typed, first]);
    expect(total).toBe(messages.length);
    expect(messages[0]).toMatchObject({
      name: "Γιώργος Ιωάννου",
      language: "el",
      telephone: "07700 900123",
      fromAccount: true,
      answeredAt: null,
      answeredBy: null,
    });
    expect(messages[1]).toMatchObject({ fromAccount: false, language: "en" });
    expect(messages[2]).toMatchObject({ fromAccount: false, language: "en" });
  });

  it("marks one answered by whoever pressed first, moves it to Answered, and back to be answered", async () => {
    const id = await send(t.client(), "Answered Family");
    const before = (await office.get("/api/admin/summary")).json().unansweredMessages;
    const marked = await office.put(`/api/admin/messages/${id}/answered`, { answered: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id, answeredBy: "Eleni Office" });
    expect(marked.json().answeredAt).not.toBeNull();
    // The deputy presses too, a moment later: the first answer stands.
    const again = await deputy.put(`/api/admin/messages/${id}/answered`, { answered: true });
    expect(again.json()).toMatchObject({ answeredBy: "Eleni Office", answeredAt: marked.json().answeredAt });
    expect((await office.get("/api/admin/summary")).json().unansweredMessages).toBe(before - 1);
    expect((await list()).messages.map((message) => message.id)).not.toContain(id);
    expect((await list("?state=answered")).messages.map((message) => message.id)).toContain(id);
    expect((await list("?state=all")).messages.map((message) => message.id)).toContain(id);

    const reopened = await deputy.put(`/api/admin/messages/${id}/answered`, { answered: false });
    expect(reopened.json()).toMatchObject({ answeredAt: null, answeredBy: null });
    expect((await list()).messages.map((message) => message.id)).toContain(id);
  });

  it("says when the account that answered is gone, and keeps that it was answered", async () => {
    const id = await send(t.client(), "Orphaned Answer");
    const leaver = await createUser(t, { role: "admin" });
    await (await loginAs(t, leaver)).put(`/api/admin/messages/${id}/answered`, { answered: true });
    await t.db.delete(users).where(eq(users.id, leaver.id));
    const [message] = (await list("?state=answered")).messages.filter((row) => row.id === id);
    expect(message).toMatchObject({ answeredBy: null });
    expect(message?.answeredAt).not.toBeNull();
  });

  it("gives a page at a time and the total, and refuses what it does not know in the caller's language", async () => {
    for (const name of ["Page One", "Page Two", "Page Three"]) await send(t.client(), name);
    const all = await list("?state=all");
    const page = await list("?state=all&limit=2&offset=1");
    expect(page.total).toBe(all.total);
    expect(page.messages.map((message) => message.id)).toEqual(all.messages.slice(1, 3).map((m) => m.id));
    expect((await office.get("/api/admin/messages?state=spam")).statusCode).toBe(400);
    const missing = await t
      .client("el")
      .put("/api/admin/messages/00000000-0000-4000-8000-000000000000/answered", { answered: true });
    expect(missing.statusCode).toBe(401);
    const unknown = await (await loginAs(t, await createUser(t, { role: "admin" }), "el")).put(
      "/api/admin/messages/00000000-0000-4000-8000-000000000000/answered",
      { answered: true },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Αυτό το μήνυμα δεν υπάρχει πια.");
    expect((await office.put(`/api/admin/messages/${all.messages[0]?.id}/answered`, {})).statusCode).toBe(
      400,
    );
  });

  it("leaves with the messages after 12 months, answered or not", async () => {
    const id = await send(t.client(), "Old Message");
    await office.put(`/api/admin/messages/${id}/answered`, { answered: true });
    await t.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - 370 * 86_400_000) })
      .where(eq(contactMessages.id, id));
    await applyRetention(t.db);
    expect((await list("?state=all")).messages.map((message) => message.id)).not.toContain(id);
  });
});
