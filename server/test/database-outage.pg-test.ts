import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openPostgres } from "../db/client.ts";
import { startOwnPostgres } from "./postgres-server.ts";

let pg: Awaited<ReturnType<typeof startOwnPostgres>>;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  pg = await startOwnPostgres();
  database = await openPostgres(pg.url);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    database,
    logger: false,
    webRoot: "/nonexistent",
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close().catch(() => undefined);
  pg?.destroy();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe("when PostgreSQL goes away", () => {
  it("answers 503 with a clear message, stays up, and serves again when the database returns", async () => {
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);

    pg.stop();
    const health = await app.inject({ url: "/api/health", headers: { "accept-language": "el" } });
    expect(health.statusCode).toBe(503);
    expect(health.json().error.code).toBe("DATABASE_UNAVAILABLE");
    expect(health.json().error.message).toMatch(/προσωρινά/);
    const services = await app.inject({ url: "/api/services" });
    expect(services.statusCode).toBe(503);
    expect(services.json().error.code).toBe("DATABASE_UNAVAILABLE");

    pg.start();
    const back = await waitFor(async () => (await app.inject({ url: "/api/health" })).statusCode === 200);
    expect(back).toBe(true);
    expect((await app.inject({ url: "/api/services" })).statusCode).toBe(200);
  }, 60_000);
});
