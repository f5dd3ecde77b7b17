import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { PublicUser } from "../../../contracts/user.ts";
import { useLanguage } from "../../app/use-language.ts";
import { toast } from "../../components/ui/toast.tsx";
import { pageAfterLogout } from "../auth/guards.tsx";
import { withNext } from "../auth/next-path.ts";
import { useSession } from "../auth/session.tsx";

/** Where a visitor goes to start a booking: sign up, then back to `path` after verifying and logging in. */
export function signUpPath(language: string, path: string) {
  return withNext(`/${language}/sign-up`, path);
}

/**
 * The guard of the pages that start a booking. Unlike the account guard (visitors → login), a
 * visitor is sent to sign up, as the spec says, with ?next= back to this form; an unverified
 * member to the verification reminder. The verified user once the page may show.
 */
export function useBookingGuard(): PublicUser | undefined {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const { t } = useTranslation();
  // Signed in on this page, then not (logged out in another tab, the session ended): this is a
  // member to send back to log in, not a visitor to ask to create an account.
  const wasSignedIn = useRef(false);
  if (session.status === "authenticated") wasSignedIn.current = true;
  // Logged out on this page: the logout says so and goes on to the login page itself.
  const afterLogout = session.status === "anonymous" ? pageAfterLogout(language) : undefined;
  const ended = session.status === "anonymous" && wasSignedIn.current && !afterLogout;
  const here = `${location.pathname}${location.search}`;
  const target =
    afterLogout ??
    (ended
      ? withNext(`/${language}/login`, here)
      : session.status === "anonymous"
        ? signUpPath(language, here)
        : session.status === "authenticated" && !session.user.isVerified
          ? withNext(`/${language}/verify-email-reminder`, here)
          : undefined);

  useEffect(() => {
    if (!target) return;
    if (ended) toast.info(t("booking.sessionEnded"), { duration: 8000 });
    navigate(target, { replace: true });
  }, [target, ended, navigate, t]);

  return session.status === "authenticated" && !target ? session.user : undefined;
}
