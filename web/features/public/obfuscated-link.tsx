import { useEffect, useState } from "react";
import { deobfuscate, obfuscate } from "./obfuscation.ts";

type Props = {
  kind: "tel" | "mailto";
  /** The phone number as the parish writes it ("020 7946 0123") or the e-mail address. */
  value: string;
  /** Shown until the link is decoded (and to people without JavaScript). */
  label: string;
  testId?: string;
};

/** A tel: or mailto: link whose target is only assembled in the browser after the page loads. */
export function ObfuscatedLink({ kind, value, label, testId }: Props) {
  const encoded = obfuscate(value);
  const [plain, setPlain] = useState<string | null>(null);
  useEffect(() => setPlain(deobfuscate(encoded)), [encoded]);

  if (plain === null) {
    return (
      <span data-obfuscated={encoded} data-testid={testId} className="font-medium text-neutral-700">
        {label}
      </span>
    );
  }
  const href = kind === "tel" ? `tel:${plain.replace(/\D/g, "").replace(/^0/, "+44")}` : `mailto:${plain}`;
  return (
    <a
      href={href}
      data-testid={testId}
      className="font-medium text-byzantine-700 underline decoration-gold-500 underline-offset-4 hover:text-byzantine-900"
    >
      <span className="sr-only">{label}: </span>
      {plain}
    </a>
  );
}
