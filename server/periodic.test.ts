import { describe, expect, it, vi } from "vitest";
import { runEvery } from "./periodic.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runEvery", () => {
  it("runs again and again, one run at a time, and goes on after a failure", async () => {
    let runs = 0;
    let inFlight = 0;
    let most = 0;
    const errors: unknown[] = [];
    const job = runEvery(
      5,
      async () => {
        runs++;
        inFlight++;
        most = Math.max(most, inFlight);
        await pause(15); // longer than the interval
        inFlight--;
        if (runs === 1) throw new Error("first run failed");
      },
      (error) => errors.push(error),
    );
    // Until the third run, however slow the machine (a fixed 150 ms gave two runs on a busy one).
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 5000, interval: 10 });
    await job.stop();
    expect(most).toBe(1);
    expect(errors).toHaveLength(1);
  });

  it("waits for a run under way when stopped, and runs no more after", async () => {
    let finished = 0;
    let started = 0;
    const job = runEvery(
      1,
      async () => {
        started++;
        await pause(30);
        finished++;
      },
      () => {},
    );
    await pause(10); // the first run is under way
    await job.stop();
    expect(finished).toBe(started);
    await pause(30);
    expect(started).toBe(finished);
  });
});
