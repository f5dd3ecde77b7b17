import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawHttp } from "../test/raw-http.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
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

describe("requests the HTTP parser refuses before any route", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  const raw = (request: string) => rawHttp(port, request);

  it("answers headers too large with 431 and the documented body, in the language they asked for", async () => {
    const cookie = "a".repeat(20 * 1024);
    const greek = await raw(
      `GET /api/services HTTP/1.1\r\nHost: x\r\nAccept-Language: el-GR,el;q=0.9\r\nCookie: ${cookie}\r\n\r\n`,
    );
    expect(greek.status).toBe(431);
    expect(greek.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(greek.body)).toEqual({
      error: {
        code: "HEADERS_TOO_LARGE",
        message:
          "Οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες. Ίσως βοηθήσει να διαγράψετε τα cookies αυτού του ιστότοπου από το πρόγραμμα περιήγησής σας.",
      },
    });
    const english = await raw(`GET / HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n\r\n`);
    expect(JSON.parse(english.body).error.message).toBe(
      "The request's headers are too large. Clearing this site's cookies in your browser may help.",
    );
  });

  it("answers a request line it cannot read with 400, and keeps serving others", async () => {
    const broken = await raw("NOT A REQUEST\r\n\r\n");
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({
      error: { code: "BAD_REQUEST", message: "The request could not be read." },
    });
    expect((await fetch(`http://127.0.0.1:${port}/api/services`)).status).toBe(200);
  });
});
