import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { assertBuilt, builtServerArgs, freePort, waitForOk } from "../scripts/local-server.ts";
import { startSmtpSink } from "./smtp-sink.ts";

export const e2eAdmin = { email: "office-admin@example.org", password: "Office-Admin-2026!" };

/**
 * Starts what a browser test needs: an SMTP sink, then the real built server on a temporary
 * database and a free port, with one admin account. Tear-down stops both and removes the data.
 */
export default async function globalSetup() {
  assertBuilt("the browser tests (npm test does)");
  const work = mkdtempSync(path.join(tmpdir(), "parish-e2e-"));
  const mailDir = path.join(work, "mail");
  const smtp = await startSmtpSink(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(work, "data"),
    PUBLIC_URL: baseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OFFICE_EMAIL: "office@example.org",
    RATE_LIMITS: "off",
    OUTBOX_INTERVAL_MS: "200",
    LOG_LEVEL: "warn",
  };
  if (existsSync("scripts/create-admin.ts")) {
    const created = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/create-admin.ts", "--email", e2eAdmin.email],
      // Piped in, as the README advises: a --password shows in the process list.
      { env, encoding: "utf8", input: `${e2eAdmin.password}\n` },
    );
    if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}${created.stdout}`);
  }
  // Node itself, not npx: a signal to the child must reach the server, or it outlives the tests.
  const server = spawn(process.execPath, builtServerArgs(), {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForOk(`${baseUrl}/api/health`, server);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_ADMIN_EMAIL = e2eAdmin.email;
  process.env.E2E_ADMIN_PASSWORD = e2eAdmin.password;

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve(null);
      server.once("exit", resolve);
      setTimeout(resolve, 10_000).unref();
    });
    await smtp.close();
    rmSync(work, { recursive: true, force: true });
  };
}
