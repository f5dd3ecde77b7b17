import type { FastifyServerOptions, LightMyRequestResponse } from "fastify";
import { type App, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { createTestDatabase } from "./database.ts";

export const testCsrfToken = "test-xsrf-token";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type RequestOptions = {
  headers?: Record<string, string>;
  /** Send the XSRF header (default true); set false to test CSRF refusal. */
  csrf?: boolean;
  /** A raw payload (string) instead of JSON. */
  raw?: string;
  /** The caller's address (default 127.0.0.1), for limits counted per address. */
  remoteAddress?: string;
};

/** A browser-like client over app.inject: keeps cookies and sends the XSRF header. */
export class TestClient {
  readonly cookies = new Map<string, string>([["XSRF-TOKEN", testCsrfToken]]);

  constructor(
    private readonly app: App,
    private readonly language: "en" | "el" = "en",
  ) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { "accept-language": this.language, ...options.headers };
    if (options.csrf !== false) headers["x-xsrf-token"] = testCsrfToken;
    if (body !== undefined && options.raw === undefined) headers["content-type"] ??= "application/json";
    const response = await this.app.inject({
      method,
      url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      remoteAddress: options.remoteAddress,
      payload: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request("GET", url, undefined, options);
  }
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("POST", url, body ?? {}, options);
  }
  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("PUT", url, body ?? {}, options);
  }
  patch(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("PATCH", url, body ?? {}, options);
  }
  delete(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("DELETE", url, body, options);
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A fresh application on its own clean database. Tests write rows directly as often as through
 * the API, so public reads are not cached unless `readCacheTtlMs` asks for it.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { readCacheTtlMs?: number; webRoot?: string; logger?: FastifyServerOptions["logger"] } = {},
) {
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://parish.test" }),
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    // No built site unless a test makes one (static-site.test.ts): the pages answer 503.
    webRoot: options.webRoot ?? "/nonexistent-web-root",
    readCacheTtlMs: options.readCacheTtlMs ?? 0,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    client: (language: "en" | "el" = "en"): TestClient => new TestClient(app, language),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
