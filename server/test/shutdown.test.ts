import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "./server-process.ts";

let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
afterAll(() => server?.cleanup());

type Outcome = "complete" | "503" | "not accepted" | "cut off mid-answer";

describe("graceful shutdown", () => {
  it("finishes every answer it has started on SIGTERM, then exits cleanly", async () => {
    server = await startServerProcess();
    const { url } = server;
    let signalled = false;
    const requests = Array.from({ length: 40 }, async (): Promise<Outcome> => {
      let res: Response;
      try {
        res = await fetch(`${url}/api/services?from=2025-06-01&to=2026-06-01`);
      } catch {
        return "not accepted";
      }
      if (!signalled) {
        signalled = true;
        server?.child.kill("SIGTERM");
      }
      if (res.status === 503) return "503";
      try {
        const body = await res.json();
        return Array.isArray(body) && body.length > 0 ? "complete" : "cut off mid-answer";
      } catch {
        return "cut off mid-answer";
      }
    });
    const outcomes = await Promise.all(requests);
    expect(outcomes).not.toContain("cut off mid-answer");
    expect(outcomes.filter((o) => o === "complete").length).toBeGreaterThan(0);
    expect(await server.exited).toBe(0);
  }, 90_000);
});
