import { describe, expect, it } from "vitest";
import { startFailure } from "./start-failure.ts";

// Review: a start stopped by a failed query (a migration or the seed after an update) printed the
// query's values, a family's address among them, and not the database's reason.
describe("why the server did not start", () => {
  it("is the database's reason, first, without the failed query's values", () => {
    const database = Object.assign(new Error("permission denied for table users"), { code: "42501" });
    const query = new Error(
      'Failed query: insert into "users" ("email") values ($1)\nparams: maria@example.net',
      {
        cause: database,
      },
    );
    const said = startFailure(query);
    expect(said.split("\n")[0]).toBe("The server did not start: 42501: permission denied for table users");
    expect(said).not.toContain("maria@example.net");
    expect(said).not.toContain("Failed query");
    // Where it came from follows, for a fault of the code's own.
    expect(
      said
        .split("\n")
        .slice(1)
        .every((line) => /^\s+at /.test(line)),
    ).toBe(true);
    expect(said.split("\n").length).toBeGreaterThan(1);
  });

  it("is one line for a system's refusal", () => {
    const taken = Object.assign(new Error("listen EADDRINUSE: address already in use 127.0.0.1:3000"), {
      code: "EADDRINUSE",
      syscall: "listen",
    });
    expect(startFailure(taken)).toBe(
      "The server did not start: listen EADDRINUSE: address already in use 127.0.0.1:3000",
    );
  });
});
