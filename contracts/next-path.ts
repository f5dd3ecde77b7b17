// No zod here: the page shell imports this, and it must stay light.
/** A `?next=` target is only followed when it is a path on this site (no //host, scheme or backslash trick). */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next?.startsWith("/")) return undefined;
  const base = "http://same-origin.invalid";
  try {
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
