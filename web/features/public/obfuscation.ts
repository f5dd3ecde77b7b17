/**
 * Contact details are written into the pre-rendered HTML exclusive-or'ed with a key, so address
 * harvesters reading the page find no phone number or e-mail address; the browser decodes them.
 */
const key = "Nikolaos";

export function obfuscate(plain: string): string {
  return Array.from(plain, (char, i) =>
    (char.charCodeAt(0) ^ key.charCodeAt(i % key.length)).toString(16).padStart(4, "0"),
  ).join("");
}

export function deobfuscate(encoded: string): string {
  const codes = encoded.match(/.{4}/g) ?? [];
  return codes
    .map((hex, i) => String.fromCharCode(Number.parseInt(hex, 16) ^ key.charCodeAt(i % key.length)))
    .join("");
}
