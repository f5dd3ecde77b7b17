// No zod here: the page shell imports this, and it must stay light.
/**
 * A `?next=` target is only followed when it is a path on this site (no //host, scheme or
 * backslash trick). The answer is the parsed path, so it must not itself begin with "//": dot
 * segments ("/.//evil.example") parse to one, which a link and the browser read as another host.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next?.startsWith("/")) return undefined;
  const base = "http://same-origin.invalid";
  try {
    const url = new URL(next, base);
    if (url.origin !== base || url.pathname.startsWith("//")) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
