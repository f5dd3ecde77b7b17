import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "./password-field.tsx";
import { PasswordStrength } from "./password-strength.tsx";

/**
 * A new password chosen twice, with the rule and the strength meter: the reset and change forms
 * (fields `newPassword` and `confirmPassword`).
 */
export function NewPasswordFields() {
  const { t } = useTranslation();
  const password = useWatch({ name: "newPassword" }) as string;
  return (
    <>
      <p className="text-neutral-700">{t("auth.reset.hint")}</p>
      <PasswordField
        name="newPassword"
        label={t("auth.reset.newPassword")}
        autoComplete="new-password"
        required
      />
      <PasswordField
        name="confirmPassword"
        label={t("auth.reset.confirmPassword")}
        autoComplete="new-password"
        required
      />
      <PasswordStrength password={password} />
    </>
  );
}
