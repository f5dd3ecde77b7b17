/** An expected failure with a stable code; the error handler turns it into the DESIGN.md error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    /** An i18n key (web/i18n) for the message shown to people. */
    readonly messageKey: string = `apiErrors.${code}`,
    readonly params: Record<string, string | number> = {},
    readonly fields: Record<string, string> = {},
  ) {
    super(code);
    this.name = "AppError";
  }

  /** A refusal for now (429): when to come back, sent as Retry-After. */
  retryAfterSeconds?: number;
}

export const notFound = (messageKey?: string) => new AppError(404, "NOT_FOUND", messageKey);
export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED");
export const forbidden = (code = "FORBIDDEN", messageKey?: string) => new AppError(403, code, messageKey);
export const conflict = (code: string, messageKey: string, params?: Record<string, string | number>) =>
  new AppError(409, code, messageKey, params);
export const badRequest = (code: string, messageKey: string, fields?: Record<string, string>) =>
  new AppError(400, code, messageKey, {}, fields);
