import { randomUUID } from "node:crypto";
import { eq, getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableCounts } from "../db/backup.ts";
import { rateLimits, users } from "../db/schema.ts";
import { loggerOptions } from "../logging.ts";
import { createTestApp, type TestApp, type TestClient } from "./test-app.ts";
import { createUser, loginAs } from "./users.ts";

/**
 * Walks every operation of /api/openapi.json and sends it hostile and broken input, as a visitor
 * and as an administrator (so requests get past access control into validation and the handlers).
 * Every answer must be below 500 and every 4xx must be the documented error body; a route that
 * only ever refused must leave every table as it was.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Probe = { label: string; url: string; body?: unknown; raw?: string; contentType?: string };

const methods = ["get", "post", "put", "patch", "delete"] as const;

// Tables a refused request may still change: the fixed-window counters count refusals too.
const countsAllowedToChange = new Set<string>([getTableName(rateLimits)]);

const hostileStrings: Record<string, string> = {
  "huge string (50k)": "x".repeat(50_000),
  "NUL byte": "before\u0000after",
  "lone surrogate": "broken \ud800 pair \udfff",
  "RTL override and marks": "\u202eevil\u202c \u200f\u200e\u2067text\u2069",
  emoji: "🕯️☦️👨‍👩‍👧‍👦🏳️‍🌈",
  "zero-width and combining": "a\u200b\u200d\u0301\u0345\ufeff",
  "SQL injection": "' OR '1'='1'; DROP TABLE users; --",
  "script payload": '<img src=x onerror="alert(1)"><script>alert(1)</script>',
  "CSV formula": '=HYPERLINK("http://evil","x")',
  "only spaces": "     ",
  "Greek with accents": "Καλημέρα, ΐΰ ὅ ᾯ",
};

const badIds = [
  "not-a-uuid",
  "1",
  "-1",
  "0",
  "00000000-0000-0000-0000-000000000000",
  randomUUID(),
  `${randomUUID()}x`,
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "%27%20OR%20%271%27%3D%271",
  "%3Cscript%3E",
  "%F0%9F%95%AF",
  "%ED%A0%80",
  "%E0%A4%A",
  "a".repeat(5000),
];

/** Dates at the edges of what the formats allow: far years, offsets that carry them over, leap days. */
const edgeDates: Record<string, string[]> = {
  date: ["9999-12-31", "0001-01-01", "0000-01-01", "0050-06-01", "2027-02-29"],
  "date-time": [
    "9999-12-31T23:59:59-23:59",
    "9999-12-31T23:59:59.999Z",
    "0001-01-01T00:00:00+23:59",
    "0050-06-01T10:00:00Z",
  ],
};
const edgeDatesOf = (schema: Schema) => edgeDates[nonNull(schema).format ?? ""] ?? [];

const deep = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

const nonNull = (schema: Schema): Schema => {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return nonNull(options.find((option) => option.type !== "null") ?? options[0] ?? {});
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((type) => type !== "null") };
  return schema;
};

/** A value the schema probably accepts, so the other fields of a probe get past validation. */
function plausible(input: Schema, name = ""): unknown {
  const schema = nonNull(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: schema.minItems ?? 1 }, () => plausible(schema.items ?? {}, name));
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, key)]),
      );
    default: {
      if (schema.format === "uuid") return randomUUID();
      if (schema.format === "date") return "2027-03-14";
      if (schema.format === "date-time") return "2027-03-14T10:00:00.000Z";
      if (schema.format === "email" || /e-?mail/i.test(name))
        return `fuzz-${randomUUID().slice(0, 8)}@example.org`;
      if (/phone/i.test(name)) return "+44 20 7946 0000";
      const base = schema.allOf || /password/i.test(name) ? "Fuzz-Passw0rd!" : "Fuzz text value";
      const min = schema.minLength ?? 0;
      const text = base.length >= min ? base : base + "x".repeat(min - base.length);
      return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    }
  }
}

function wrongType(input: Schema): unknown {
  switch (nonNull(input).type) {
    case "string":
      return 12345;
    case "integer":
    case "number":
      return "not a number";
    case "boolean":
      return "yes";
    case "array":
      return { not: "an array" };
    case "object":
      return "not an object";
    default:
      return [[{}]];
  }
}

function bodyProbes(url: string, schema: Schema): Probe[] {
  const valid = plausible(schema) as Record<string, unknown>;
  const properties = Object.entries(nonNull(schema).properties ?? {});
  const json = (label: string, body: unknown): Probe => ({ label, url, body });
  const raw = (label: string, text: string, contentType = "application/json"): Probe => ({
    label,
    url,
    raw: text,
    contentType,
  });
  const probes: Probe[] = [
    raw("malformed JSON", '{"broken": '),
    raw("empty JSON body", ""),
    raw("JSON null", "null"),
    raw("JSON array", "[]"),
    raw("JSON string", '"text"'),
    raw("JSON with trailing garbage", '{"a":1}}}'),
    raw("text/plain", "hello", "text/plain"),
    raw("form-urlencoded", "a=1&b=2", "application/x-www-form-urlencoded"),
    raw("XML", "<?xml version='1.0'?><a>1</a>", "application/xml"),
    raw(
      "multipart",
      "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--",
      "multipart/form-data; boundary=x",
    ),
    raw("JSON with a wrong charset", JSON.stringify(valid), "application/json; charset=latin1"),
    raw("body over the size limit (200 KB)", JSON.stringify({ ...valid, padding: "x".repeat(200_000) })),
    raw("__proto__ pollution", JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"role":"admin"},')),
    raw(
      "constructor.prototype pollution",
      JSON.stringify({ ...valid, constructor: { prototype: { role: "admin" } } }),
    ),
    json("missing every field", {}),
    json("extra field", { ...valid, unexpectedField: "surprise" }),
    json(
      "every field the wrong type",
      Object.fromEntries(properties.map(([key, value]) => [key, wrongType(value)])),
    ),
    json("deeply nested body", deep(3000)),
  ];
  for (const required of nonNull(schema).required ?? []) {
    const { [required]: _, ...rest } = valid;
    probes.push(json(`missing ${required}`, rest));
  }
  for (const [key, value] of properties) {
    probes.push(json(`${key}: wrong type`, { ...valid, [key]: wrongType(value) }));
    probes.push(json(`${key}: null`, { ...valid, [key]: null }));
    probes.push(json(`${key}: deeply nested`, { ...valid, [key]: deep(2000) }));
    probes.push(json(`${key}: array of 1000`, { ...valid, [key]: Array.from({ length: 1000 }, () => "x") }));
    probes.push(
      json(`${key}: array of 100k (over the body limit)`, { ...valid, [key]: new Array(100_000).fill(1) }),
    );
    probes.push(json(`${key}: huge number`, { ...valid, [key]: 1e308 }));
    for (const [label, text] of Object.entries(hostileStrings)) {
      probes.push(json(`${key}: ${label}`, { ...valid, [key]: text }));
    }
    for (const date of edgeDatesOf(value)) probes.push(json(`${key}: ${date}`, { ...valid, [key]: date }));
  }
  // Last, as it may legitimately succeed (and, say, log the caller out).
  probes.push(json("plausible valid body", valid));
  return probes;
}

function urlProbes(path: string, parameters: Parameter[]): Probe[] {
  const pathParams = parameters.filter((parameter) => parameter.in === "path");
  const queryParams = parameters.filter((parameter) => parameter.in === "query");
  const fill = (overrides: Record<string, string> = {}) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (overrides[name] !== undefined) return overrides[name];
      const schema = pathParams.find((parameter) => parameter.name === name)?.schema ?? {};
      return encodeURIComponent(String(plausible(schema, name)));
    });
  const probes: Probe[] = [{ label: "plausible url", url: fill() }];
  for (const parameter of pathParams) {
    for (const id of badIds)
      probes.push({
        label: `path ${parameter.name}=${id.slice(0, 40)}`,
        url: fill({ [parameter.name]: id }),
      });
  }
  const base = fill();
  const query = (params: string) => `${base}?${params}`;
  for (const parameter of queryParams) {
    const name = encodeURIComponent(parameter.name);
    for (const value of [...badIds, ...Object.values(hostileStrings).map(percentEncode), ""]) {
      probes.push({
        label: `query ${parameter.name}=${decodeURIComponentSafe(value).slice(0, 40)}`,
        url: query(`${name}=${value}`),
      });
    }
    for (const date of edgeDatesOf(parameter.schema ?? {}))
      probes.push({
        label: `query ${parameter.name}=${date}`,
        url: query(`${name}=${encodeURIComponent(date)}`),
      });
    probes.push({ label: `query ${parameter.name} repeated`, url: query(`${name}=a&${name}=b`) });
    probes.push({ label: `query ${parameter.name}[] array`, url: query(`${name}[]=a&${name}[]=b`) });
  }
  // Every date of the query at once, as a range (from and to) at the edge.
  const dated = queryParams.filter((parameter) => edgeDatesOf(parameter.schema ?? {}).length > 0);
  for (const [index] of edgeDates.date?.entries() ?? []) {
    if (dated.length < 2) break;
    const values = dated.map(
      (parameter) =>
        `${parameter.name}=${encodeURIComponent(edgeDatesOf(parameter.schema ?? {})[index] ?? "")}`,
    );
    probes.push({ label: `query ${values.join("&")}`, url: query(values.join("&")) });
  }
  probes.push({ label: "unknown query parameter", url: query("unexpected=1&__proto__[x]=1") });
  probes.push({ label: "query over 50k", url: query(`q=${"x".repeat(50_000)}`) });
  probes.push({ label: "query names not valid percent-encoding", url: query("%E0=1&%zz&q%=x") });
  return probes;
}

/** Percent-encodes the UTF-8 bytes, where encodeURIComponent throws on a lone surrogate. */
const percentEncode = (text: string) =>
  [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

describe("fuzzing every route of the OpenAPI document", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The server's own logger, writing nowhere: what it does with each request (its log line's
    // serializers) is fuzzed as well; a serializer that threw stopped the server.
    const logger = { ...(loggerOptions({ logLevel: "info" }) as object), stream: { write: () => {} } };
    t = await createTestApp({ rateLimits: false }, { logger });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers hostile input with a documented 4xx (or a 2xx when valid), never a 5xx, and writes no partial rows", async () => {
    const document = (await t.client().get("/api/openapi.json")).json() as {
      paths: Record<string, Partial<Record<(typeof methods)[number], Operation>>>;
    };
    const failures: string[] = [];
    const report: string[] = [];
    let total = 0;
    let adminAccount: { id: string } | undefined;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith("/api/")) continue;
      for (const method of methods) {
        const operation = operations[method];
        if (!operation) continue;
        const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
        const probes = urlProbes(path, operation.parameters ?? []);
        if (bodySchema) probes.push(...bodyProbes(probes[0]?.url ?? path, bodySchema));
        else if (method !== "get" && method !== "delete") {
          probes.unshift({
            label: "unexpected JSON body",
            url: probes[0]?.url ?? path,
            body: { unexpected: true },
          });
        }

        // A fresh session per route, as some routes log their caller out; an administrator a
        // route deleted (DELETE /api/me) is created again.
        const [current] = adminAccount
          ? await t.db.select({ id: users.id }).from(users).where(eq(users.id, adminAccount.id))
          : [];
        adminAccount = current ?? (await createUser(t, { role: "admin" }));
        const admin = await loginAs(t, adminAccount, "el");
        const callers: [string, TestClient][] = [
          ["visitor", t.client()],
          ["admin", admin],
        ];
        const before = await tableCounts(t.db);
        let succeeded = 0;
        // Access is checked before validation, so a visitor on a non-public route only reaches
        // the body parser: the raw-body probes and the URL probes cover everything it can.
        const access = t.app.accessTable.find(
          (route) =>
            route.method === method.toUpperCase() && route.url === path.replace(/\{([^}]+)\}/g, ":$1"),
        )?.access;
        let sent = 0;
        for (const [caller, client] of callers) {
          const reachable =
            caller === "visitor" && access !== "public"
              ? probes.filter((probe) => probe.raw !== undefined || probe.body === undefined)
              : probes;
          for (const probe of reachable) {
            sent++;
            const headers: Record<string, string> = probe.contentType
              ? { "content-type": probe.contentType }
              : {};
            const response = await client.request(method.toUpperCase() as "GET", probe.url, probe.body, {
              raw: probe.raw,
              headers,
            });
            total++;
            const where = `${method.toUpperCase()} ${path} [${probe.label}] as ${caller}`;
            if (response.statusCode >= 500) {
              failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 300)}`);
            } else if (response.statusCode >= 400) {
              const body = safeJson(response.body) as
                | { error?: { code?: unknown; message?: unknown } }
                | undefined;
              if (typeof body?.error?.code !== "string" || typeof body.error.message !== "string") {
                failures.push(
                  `${where}: ${response.statusCode} not in the error format: ${response.body.slice(0, 200)}`,
                );
              }
            } else {
              succeeded++;
            }
          }
        }
        if (succeeded === 0) {
          const after = await tableCounts(t.db);
          for (const [table, rows] of Object.entries(after)) {
            if (!countsAllowedToChange.has(table) && rows !== before[table]) {
              failures.push(
                `${method.toUpperCase()} ${path}: refused every request yet ${table} went from ${before[table]} to ${rows} rows`,
              );
            }
          }
        }
        report.push(
          `${method.toUpperCase().padEnd(7)}${path.padEnd(44)}${String(sent).padStart(6)} requests, ${succeeded} accepted`,
        );
      }
    }
    console.info(`fuzz: ${total} requests\n${report.join("\n")}`);
    expect(report.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 180_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
