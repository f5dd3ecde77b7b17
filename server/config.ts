import { existsSync, readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { parseEnv } from "node:util";
import { z } from "zod";
import { type Language, languages } from "../contracts/language.ts";
import { repoRoot } from "./paths.ts";

/** One proxy's address, or a network of them (10.0.0.0/8, fd00::/8), as Node reads addresses. */
function isProxyAddress(part: string): boolean {
  const [address = "", prefix, ...rest] = part.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * A URL that must parse whole, with its scheme. Its value is never repeated in the message: it may
 * hold a password, and the message goes to the journal.
 */
const serverUrl = (scheme: RegExp, what: string) =>
  z
    .string()
    .regex(scheme, `must be ${what}`)
    .refine(
      (value) => URL.parse(value) !== null,
      `cannot be read as a URL: write special characters of the user name and password percent-encoded (# as %23, @ as %40, a space as %20), or quote the value in .env`,
    );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: serverUrl(/^postgres(ql)?:\/\//, "a postgres:// URL").optional(),
  // The site is served at the root of its address: no sub-path, query or fragment.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .refine((value) => {
      // Refinements also see a value the URL check refused ("not-a-url"): that one is said above.
      const url = URL.parse(value);
      return !url || (url.pathname === "/" && !url.search && !url.hash);
    }, "must be the site's address without a path (https://parish.example), as the site is served at its root")
    .optional(),
  SMTP_URL: serverUrl(/^smtps?:\/\//, "an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3).default("St Nicholas Parish <office@example.org>"),
  OFFICE_EMAIL: z.email().default("office@example.org"),
  OFFICE_LANGUAGE: z.enum(languages).default("en"),
  // How many proxies stand in front (true: one), or their addresses: never "any hop", which would
  // let a visitor's own X-Forwarded-For choose the address rate limits count.
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value, context) => {
      const lowered = value.toLowerCase();
      if (["false", "0", "no", ""].includes(lowered)) return false;
      if (["true", "yes"].includes(lowered)) return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value.split(",").map((part) => part.trim());
      if (addresses.every(isProxyAddress)) return addresses.join(",");
      context.addIssue({
        code: "custom",
        message: "must be false, true (one proxy), a number of proxies, or their addresses (10.0.0.0/8,::1)",
      });
      return z.NEVER;
    }),
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).default(2000),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  officeEmail: string;
  /** The language of the mails to the office (new requests, cancellations, contact messages). */
  officeLanguage: Language;
  /** Fastify's trustProxy: false, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string;
  rateLimits: boolean;
  logLevel: string;
  outboxIntervalMs: number;
  secureCookies: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment once at boot; an invalid value stops the process with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    officeEmail: e.OFFICE_EMAIL,
    officeLanguage: e.OFFICE_LANGUAGE,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS === "on",
    logLevel: e.LOG_LEVEL,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    secureCookies: publicUrl.startsWith("https://"),
  };
}

/**
 * Reads a `.env` file (`.env.example` lists the variables) into `env`, under what is already set
 * there: the real environment wins. No file, nothing read.
 */
export function readEnvFile(file: string, env: Record<string, string | undefined> = process.env) {
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, "utf8"))))
    if (env[name] === undefined) env[name] = value;
}

/** The configuration of a server or script started for real: the environment, over the repository's `.env`. */
export function loadConfigForRun(): Config {
  readEnvFile(path.join(repoRoot, ".env"));
  return loadConfig();
}
