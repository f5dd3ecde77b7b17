import { type ReactNode, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldShell } from "../../components/forms/fields.tsx";

type Props = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete: "current-password" | "new-password";
  required?: boolean;
  /** Focused when it appears (the first field of a dialog). */
  autoFocus?: boolean;
};

/** A password input with a show/hide toggle that says which state it is in. */
export function PasswordField({ name, label, hint, autoComplete, required, autoFocus }: Props) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell name={name} label={label} hint={hint} required={required}>
      {(aria) => (
        <div className="flex items-stretch">
          <input
            {...aria}
            {...register(name)}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            // biome-ignore lint/a11y/noAutofocus: only where the field opens a dialog the user asked for
            autoFocus={autoFocus}
            spellCheck={false}
            autoCapitalize="none"
            className="w-full min-w-0 rounded-l-md border border-neutral-500 bg-white px-3 py-2 text-base text-neutral-900 shadow-sm aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700"
          />
          <button
            type="button"
            aria-controls={aria.id}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
            className="shrink-0 rounded-r-md border border-l-0 border-neutral-500 bg-neutral-50 px-3 text-sm font-semibold text-byzantine-800 hover:bg-byzantine-50"
          >
            {visible ? t("auth.form.hide") : t("auth.form.show")}
            <span className="sr-only"> {t("auth.form.passwordSr")}</span>
          </button>
        </div>
      )}
    </FieldShell>
  );
}
