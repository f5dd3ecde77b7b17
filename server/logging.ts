import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

/** Query parameters whose values name people (the office's search by name or e-mail). */
const personalParameters = new Set(["q"]);

/**
 * A query pair's name as the router reads it. Anyone can send one that is not valid
 * percent-encoding ('?%E0=1'); it is then kept as written, since throwing here, in the request's
 * log line, stops the whole server.
 */
function parameterName(pair: string): string {
  const raw = pair.split("=")[0] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A URL as the log keeps it: an e-mailed link's token (reset-password, verify-email) is a live
 * secret for up to 48 hours, and a search names a family, so neither is written down.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const redactedPath = path.replace(/\/(reset-password|verify-email)\/[^/]+/g, "/$1/[token]");
  if (queryStart < 0) return redactedPath;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const name = parameterName(pair);
      return personalParameters.has(name) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${redactedPath}?${query}`;
}

type LoggedError = { type: string; message: string; stack: string; code?: unknown; cause?: LoggedError };

/**
 * An error as the log keeps it: for a failed query, the statement but not the values it was sent
 * (Drizzle's message lists them: a child's details, an address, a password's hash); the database's
 * own reason is kept in `cause`.
 */
export function serializeError(error: Error, depth = 0): LoggedError {
  // Drizzle writes `Failed query: <statement>\nparams: <values>`; the database's error (its cause)
  // carries the values as a property, which is not copied.
  const valuesAt = error.message.indexOf("\nparams:");
  const message = valuesAt < 0 ? error.message : `${error.message.slice(0, valuesAt)} (values not logged)`;
  const stack = error.stack ?? "";
  const at = stack.indexOf(error.message);
  const frames = at >= 0 ? stack.slice(at + error.message.length) : "";
  const logged: LoggedError = { type: error.name, message, stack: `${error.name}: ${message}${frames}` };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) logged.code = code;
  if (error.cause instanceof Error && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** The server's pino options: its level, and serializers that keep families' details and live links out. */
export function loggerOptions(config: Pick<Config, "logLevel">): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
    },
  };
}
