import type { z } from "zod";

/** A translatable message: an i18n key from web/i18n and its interpolation values. */
export type MessageRef = { key: string; params?: Record<string, string | number> };

const keyPattern = /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/;

/** Whether a schema-supplied message is an i18n key (our schemas never carry literal prose). */
export function isMessageKey(message: string | undefined): message is string {
  return typeof message === "string" && keyPattern.test(message);
}

type IssueLike = Pick<z.core.$ZodIssue, "code" | "message"> & {
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  origin?: string;
  keys?: string[];
  expected?: string;
};

/**
 * Turns a zod issue into the spec's generic messages ('This field is required.',
 * 'Minimum N characters required. (You entered M)', ...), the same on the form and the server.
 */
export function issueMessage(issue: IssueLike): MessageRef {
  if (isMessageKey(issue.message)) return { key: issue.message };
  const actual = typeof issue.input === "string" ? issue.input.length : 0;
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null || issue.input === ""
        ? { key: "validation.required" }
        : { key: "validation.invalid" };
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1 || actual === 0
          ? { key: "validation.required" }
          : { key: "validation.minLength", params: { min: Number(issue.minimum), actual } };
      }
      return { key: "validation.invalid" };
    case "too_big":
      return issue.origin === "string"
        ? { key: "validation.maxLength", params: { max: Number(issue.maximum), actual } }
        : { key: "validation.invalid" };
    case "invalid_format":
      if (issue.format === "email") return { key: "validation.email" };
      if (issue.format === "uuid") return { key: "validation.uuid" };
      if (issue.format === "date" || issue.format === "datetime") return { key: "validation.date" };
      return { key: "validation.pattern" };
    case "unrecognized_keys":
      return { key: "validation.unknownField" };
    default:
      return { key: "validation.invalid" };
  }
}

/** The dotted field path the API uses in `error.fields` (e.g. `father.email`). */
export function issuePath(issue: { path: PropertyKey[] }): string {
  return issue.path.map(String).join(".");
}
