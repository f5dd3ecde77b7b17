import { faultReference } from "../../contracts/fault-reference.ts";

/** The one HTTP client of the web app: JSON, the XSRF header, the page language, typed errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** On a fault of the server (500): the start of its request id, which the server's log carries. */
    readonly reference?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type TranslateReference = (key: "common.reference", options: { reference: string }) => string;

/**
 * `message`, followed after a fault of the server by the reference its answer gave, so a family
 * can quote it to the office and the office find the fault in the server's log.
 */
export function withReference(message: string, error: unknown, t: TranslateReference): string {
  return error instanceof ApiError && error.reference
    ? `${message} ${t("common.reference", { reference: error.reference })}`
    : message;
}

/**
 * What to tell the person when a call failed: the server's own words when it refused (a 4xx, in
 * the page's language), else `fallback`, for a lost connection (whose message is the browser's,
 * in the browser's language: 'Failed to fetch') or a fault on the server (with its reference).
 */
export function failureMessage(error: unknown, fallback: string, t: TranslateReference): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : withReference(fallback, error, t);
}

function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

function pageLanguage(): string {
  if (typeof document === "undefined") return "en";
  return document.documentElement.lang === "el" ? "el" : "en";
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Reads the headers of a successful answer (a list's X-Total-Count). */
  onHeaders?(headers: Headers): void;
};

const sessionLostListeners = new Set<() => void>();

/**
 * Calls `listener` when the server answers 401 UNAUTHENTICATED: the session the page relied on has
 * ended (expired, or logged out in another tab). Returns the unsubscribe function.
 */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": pageLanguage() };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && method !== "HEAD") {
    let token = readCookie("XSRF-TOKEN");
    if (!token) {
      // The first request of a visit sets the cookie; ask for it once before a write.
      await fetch("/api/health", { credentials: "same-origin" }).catch(() => undefined);
      token = readCookie("XSRF-TOKEN");
    }
    if (token) headers["X-XSRF-TOKEN"] = token;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK", (error as Error).message);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
      ?.error;
    const requestId = response.headers.get("x-request-id");
    if (response.status === 401 && error?.code === "UNAUTHENTICATED") {
      for (const listener of sessionLostListeners) listener();
    }
    throw new ApiError(
      response.status,
      error?.code ?? "HTTP_ERROR",
      error?.message ?? response.statusText,
      error?.fields,
      response.status === 500 && requestId ? faultReference(requestId) : undefined,
    );
  }
  options.onHeaders?.(response.headers);
  return data as T;
}
