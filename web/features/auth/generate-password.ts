import { generatorSpecials, passwordLimits, passwordSpecials } from "../../../contracts/auth.ts";

// The guaranteed special comes from the characters both spec sets share, so the password rule
// (which knows only its own set) always accepts what the generator makes.
const sharedSpecials = [...generatorSpecials].filter((char) => passwordSpecials.includes(char)).join("");
const classes = ["ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz", "0123456789", sharedSpecials];
const all = [...classes.slice(0, 3), generatorSpecials].join("");

/** A uniform random index below `max`, by rejection sampling (no modulo bias). */
function randomIndex(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] as number;
    if (value < limit) return value % max;
  }
}

const pick = (chars: string) => chars[randomIndex(chars.length)] as string;

/**
 * A password of `length` (clamped to 12–64) with at least one uppercase, lowercase, digit and
 * special character, shuffled (Fisher–Yates) so the guaranteed ones are anywhere (spec §5).
 */
export function generatePassword(length: number = passwordLimits.min): string {
  const size = Math.min(passwordLimits.max, Math.max(passwordLimits.min, Math.round(length)));
  const chars = classes.map(pick);
  while (chars.length < size) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join("");
}
