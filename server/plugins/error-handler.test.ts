import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./error-handler.ts";

describe("the error handler", () => {
  it("answers a request body the client broke off as the client's error, not as the database being down", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } });
    registerErrorHandler(app);
    // What Fastify's body reader gives when the socket closes mid-body: the socket's code, and 400.
    app.post("/api/aborted", async () => {
      throw Object.assign(new Error("aborted"), { code: "ECONNRESET", statusCode: 400 });
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/aborted",
      headers: { "accept-language": "el" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("BAD_REQUEST");
    expect(lines.join("")).not.toContain("database unavailable");
    expect(lines.some((line) => JSON.parse(line).level >= 50)).toBe(false);
    await app.close();
  });

  // Review: a row a write refers to, deleted by another request a moment before (a foreign key
  // refusing the insert, 23503), answered 500 with "something went wrong on our side".
  it("answers a write that refers to a row deleted meanwhile with 404 in the caller's language", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } });
    registerErrorHandler(app);
    app.post("/api/refers", async () => {
      const driver = Object.assign(new Error("violates foreign key constraint"), { code: "23503" });
      throw Object.assign(new Error("Failed query"), { cause: driver });
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/refers",
      headers: { "accept-language": "el" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: "NOT_FOUND",
      message: "Η σελίδα ή το στοιχείο που ζητήσατε δεν υπάρχει.",
    });
    expect(lines.some((line) => JSON.parse(line).level >= 50)).toBe(false);
    await app.close();
  });
});
