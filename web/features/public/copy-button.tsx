import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** Copies through a hidden textarea where the Clipboard API is missing or not allowed. */
function copyWithTextarea(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } finally {
    area.remove();
  }
  return copied;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or insecure context: fall back below.
  }
  return copyWithTextarea(text);
}

/** A copy button that says 'Copied' for two seconds after a successful copy. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <button
      type="button"
      // Where no script runs, a Copy button would do nothing: the value beside it stays to select.
      data-needs-script
      onClick={async () => {
        if (!(await copyText(value))) return;
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      }}
      className="inline-flex min-w-24 items-center justify-center gap-1 rounded-md border border-byzantine-700 px-3 py-1.5 text-sm font-medium text-byzantine-700 hover:bg-byzantine-50"
    >
      <span aria-live="polite">{copied ? t("donate.copied") : t("donate.copy")}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
