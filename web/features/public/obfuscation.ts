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

/** '02079460123' → '020 794 601 23': groups of three, then the rest. */
export function groupPhone(digits: string): string {
  const clean = digits.replace(/\D/g, "");
  return [clean.slice(0, 3), clean.slice(3, 6), clean.slice(6, 9), clean.slice(9)].filter(Boolean).join(" ");
}
