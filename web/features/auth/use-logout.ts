import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError, api } from "../../app/api-client.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { toast } from "../../components/ui/toast.tsx";
import { forgetDrafts } from "../booking/draft.ts";
import { noteLogout } from "./guards.tsx";
import { announceSessionEnded, useSession } from "./session.tsx";

/** Ends the session on the server, forgets the user here, says so and goes to the login page. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useLocalizedPath();
  const session = useSession();
  return async () => {
    try {
      await api("/api/auth/logout", { method: "POST" });
    } catch (error) {
      // A session that already ended (401) is the outcome we wanted; anything else is a real failure.
      if (!(error instanceof ApiError) || error.status !== 401) {
        toast.error(t("account.logoutFailed"));
        return;
      }
    }
    noteLogout();
    forgetDrafts();
    session.setUser(undefined);
    announceSessionEnded();
    toast.success(t("account.loggedOut"), { duration: 2000 });
    navigate(href("login"));
  };
}
