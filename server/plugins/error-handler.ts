import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { faultReference } from "../../contracts/fault-reference.ts";
import { type Language, languageFromAcceptHeader } from "../../contracts/language.ts";
import { issueMessage, type MessageRef } from "../../contracts/validation-messages.ts";
import { isDatabaseUnavailable, pgErrorCode } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { preferredLanguage, requestLanguage, translate } from "../i18n.ts";

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  ref: MessageRef,
  fields?: Record<string, MessageRef>,
  language: Language = requestLanguage(request),
) {
  const body: ErrorBody = { error: { code, message: translate(language, ref.key, ref.params) } };
  if (fields && Object.keys(fields).length > 0) {
    body.error.fields = Object.fromEntries(
      Object.entries(fields).map(([path, field]) => [path, translate(language, field.key, field.params)]),
    );
  }
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** Fastify's own client errors, by their code, as ours. */
const fastifyClientErrors: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "INVALID_JSON" },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "INVALID_JSON" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "INVALID_JSON" },
  FST_ERR_CTP_INVALID_CHARSET: { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
};

const clientDataErrors = new Set([
  "22021",
  "22P05",
  "22P02",
  "22003",
  "22007",
  "22008",
  "22009",
  "22001",
  "54000",
]);

/** Errors Fastify raises before routing (a malformed URL, an over-long path parameter). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  // A page's address (/el/%E0) says its language, as the page would have; the API's don't.
  const pageLanguage = /^\/(en|el)(?:[/?#]|$)/.exec(request.url)?.[1] as Language | undefined;
  const { sendPageShell, securityHeadersFor } = request.server;
  if (securityHeadersFor) reply.headers(securityHeadersFor(request.url));
  const browsing =
    sendPageShell !== undefined &&
    (request.method === "GET" || request.method === "HEAD") &&
    request.headers.accept?.includes("text/html") === true;
  if (browsing && pageLanguage) return sendPageShell(reply, 400, pageLanguage);
  // No language in a page's address (/%E0): on to the visitor's, as every unprefixed page goes,
  // where the line above answers it. A leading "//" would name another host.
  if (browsing && !tooLong && !/^\/+api(?:[/?#]|$)/.test(request.url)) {
    reply.header("vary", "Accept-Language, Cookie");
    return reply.redirect(`/${preferredLanguage(request)}${request.url.replace(/^\/+/, "/")}`, 302);
  }
  return send(
    request,
    reply,
    tooLong ? 414 : 400,
    tooLong ? "URI_TOO_LONG" : "BAD_URL",
    { key: tooLong ? "apiErrors.URI_TOO_LONG" : "apiErrors.BAD_URL" },
    undefined,
    pageLanguage,
  );
}

/**
 * Requests Node's HTTP parser gives up on before Fastify sees them (headers past 16 KB, a malformed
 * request line, a client too slow to send its headers): the documented body instead of Fastify's
 * English one, in the language the headers asked for when they got that far.
 */
export function socketErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "HEADERS_TOO_LARGE"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "REQUEST_TIMEOUT"]
        : [400, "BAD_REQUEST"];
  // Node hands over the bytes it read as a Buffer (Fastify's type says a Buffer's JSON form).
  const raw: unknown = error.rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.toString("latin1", 0, 32 * 1024) : "";
  const language = languageFromAcceptHeader(/^accept-language:[ \t]*([^\r\n]*)/im.exec(head)?.[1]);
  const answer: ErrorBody = { error: { code, message: translate(language, `httpErrors.${code}`) } };
  const body = JSON.stringify(answer);
  this.log.debug({ err: error }, "request the HTTP parser refused");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Language: ${language}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One place maps every error to a status and the documented body; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429 && error.params.minutes === undefined) error.params.minutes = 15;
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      // A field's message says the same numbers as the refusal's (the most days, the last year).
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([path, key]) => [path, { key, params: error.params }]),
      );
      return send(
        request,
        reply,
        error.statusCode,
        error.code,
        { key: error.messageKey, params: error.params },
        fields,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, MessageRef> = {};
      // zod leaves the offending value out of its issues; read it back for "(You entered N)".
      const source = (request as unknown as Record<string, unknown>)[
        error.validationContext === "querystring" ? "query" : (error.validationContext ?? "body")
      ];
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const input = issue.instancePath
          .split("/")
          .filter(Boolean)
          .reduce<unknown>(
            (node, key) =>
              node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
            source,
          );
        const ref = issueMessage({
          code: issue.keyword as never,
          message: issue.message ?? "",
          input,
          ...issue.params,
        });
        const keys = (issue.params as { keys?: string[] }).keys;
        if (issue.keyword === "unrecognized_keys" && keys) {
          for (const key of keys) fields[path ? `${path}.${key}` : key] = ref;
        } else if (!fields[path]) {
          fields[path || "_"] = ref;
        }
      }
      return send(request, reply, 400, "VALIDATION", { key: "apiErrors.VALIDATION" }, fields);
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return send(request, reply, known.status, known.code, { key: `apiErrors.${known.code}` });
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return send(request, reply, 400, "INVALID_JSON", { key: "apiErrors.INVALID_JSON" });
    }
    if (error.statusCode === 429) {
      return send(request, reply, 429, "RATE_LIMITED", {
        key: "apiErrors.RATE_LIMITED",
        params: { minutes: 15 },
      });
    }
    // Values the database refuses (a NUL byte in text, an out-of-range number or date) are the
    // client's input, not our fault: a 400, whichever route let them through its schema.
    const dbCode = pgErrorCode(error);
    if (dbCode && clientDataErrors.has(dbCode)) {
      request.log.info({ err: error }, "input refused by the database");
      return send(request, reply, 400, "VALIDATION", { key: "apiErrors.VALIDATION" });
    }
    // A row the write refers to was deleted by another request a moment before (the places where
    // that is the caller's own account answer 401 themselves).
    if (dbCode === "23503") {
      request.log.info({ err: error }, "refers to a row deleted meanwhile");
      return send(request, reply, 404, "NOT_FOUND", { key: "apiErrors.NOT_FOUND" });
    }
    // Before the database's check: a body the client broke off carries the socket's ECONNRESET
    // too, and logged the database as down whenever a visitor closed a request half-sent.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, "client error");
      return send(request, reply, error.statusCode, "BAD_REQUEST", { key: "apiErrors.VALIDATION" });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return send(request, reply, 503, "DATABASE_UNAVAILABLE", { key: "apiErrors.DATABASE_UNAVAILABLE" });
    }
    request.log.error({ err: error }, "unhandled error");
    return send(request, reply, 500, "INTERNAL", {
      key: "apiErrors.INTERNAL",
      params: { reference: faultReference(request.id) },
    });
  });
}
