import { useTranslation } from "react-i18next";
import { api, failureMessage } from "../../app/api-client.ts";
import { toast } from "../../components/ui/toast.tsx";
import { withTimeout } from "./loading-dialog.tsx";

export type ResendMode = "auto" | "manual";

/**
 * Asks for a new verification mail, with the spec's toasts: after a refused login ('auto')
 * 'Verification email resent 📧' / 'Failed to resend verification email ❌'; from the button
 * ('manual') the server's message or 'Verification email sent ✅' / 'Failed to resend email ❌'.
 */
export function useResendVerification(setBusy: (label: string | null) => void) {
  const { t } = useTranslation();
  return async (email: string, mode: ResendMode) => {
    setBusy(t("auth.resend.resending"));
    try {
      const { message } = await withTimeout(5000, (signal) =>
        api<{ message: string }>("/api/auth/resend-verification", {
          method: "POST",
          body: { email },
          signal,
        }),
      );
      toast.success(mode === "auto" ? t("auth.resend.autoSent") : message || t("auth.resend.sent"));
      return true;
    } catch (error) {
      toast.error(
        mode === "auto" ? t("auth.resend.autoFailed") : failureMessage(error, t("auth.resend.failed"), t),
      );
      return false;
    } finally {
      setBusy(null);
    }
  };
}
