import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, failureMessage } from "./api-client.ts";

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers })),
  );
afterEach(() => vi.unstubAllGlobals());

const t = (_key: "common.reference", { reference }: { reference: string }) =>
  `Reference for the office: ${reference}.`;

describe("what a page says when a call fails", () => {
  it("gives the server's own words for a refusal, with its fields", async () => {
    answer(409, { error: { code: "SLOT_TAKEN", message: "Sorry, this slot has just been booked." } });
    const error = await api("/api/baptism-booking", { body: {} }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "SLOT_TAKEN" });
    expect(failureMessage(error, "Failed to send your request.", t)).toBe(
      "Sorry, this slot has just been booked.",
    );
  });

  it("gives its own words after a fault of the server, with the reference the office can find", async () => {
    answer(
      500,
      { error: { code: "INTERNAL", message: "Internal Server Error" } },
      { "x-request-id": "1a2b3c4d-req" },
    );
    const error = await api("/api/baptism-booking", { body: {} }).catch((caught) => caught);
    const message = failureMessage(error, "Failed to send your request.", t);
    expect(message).toMatch(/^Failed to send your request\. Reference for the office: \S+\.$/);
    expect(message).not.toContain("Internal Server Error");
  });

  it("gives its own words when the connection is lost, not the browser's", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await api("/api/services").catch((caught) => caught);
    expect(error).toMatchObject({ status: 0, code: "NETWORK" });
    expect(failureMessage(error, "Could not load the programme.", t)).toBe("Could not load the programme.");
  });
});
