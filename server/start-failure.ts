/**
 * Why the server did not start, for the operator (journalctl): the deepest cause's code and
 * message on the first line, then where it came from for anything but a system's refusal (a port
 * taken, a folder not writable). Never a wrapping error's message or properties: a failed query's
 * list the values it was sent, every family's details among them, and hide the database's reason.
 */
export function startFailure(error: unknown): string {
  let deepest = error;
  while (deepest instanceof Error && deepest.cause instanceof Error) deepest = deepest.cause;
  if (!(deepest instanceof Error)) return `The server did not start: ${String(deepest)}`;
  const { code, syscall } = deepest as NodeJS.ErrnoException;
  const reason =
    typeof code === "string" && !deepest.message.includes(code)
      ? `${code}: ${deepest.message}`
      : deepest.message;
  const frames =
    typeof syscall === "string" || !(error instanceof Error)
      ? []
      : (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return [`The server did not start: ${reason}`, ...frames].join("\n");
}
