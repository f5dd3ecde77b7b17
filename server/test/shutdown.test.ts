import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "./server-process.ts";

let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
afterAll(() => server?.cleanup());

describe("graceful shutdown", () => {
  it("lets requests in flight finish on SIGTERM, then exits cleanly", async () => {
    server = await startServerProcess();
    const { url } = server;
    // A burst of real requests, some certainly still in flight when the signal arrives.
    const inFlight = Array.from({ length: 40 }, () =>
      fetch(`${url}/api/services?from=2025-06-01&to=2026-06-01`).then(
        async (res) => ((await res.json()) && res.status) as number,
        (error: { cause?: { code?: string } }) => (error.cause?.code === "ECONNREFUSED" ? "refused" : "cut off"),
      ),
    );
    await new Promise((r) => setTimeout(r, 15));
    const exitCode = server.kill("SIGTERM");
    const statuses = await Promise.all(inFlight);
    // Every request the server had accepted got a whole answer; none was cut off mid-way.
    for (const status of statuses) expect([200, 503, "refused"]).toContain(status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(await exitCode).toBe(0);
  }, 90_000);
});
