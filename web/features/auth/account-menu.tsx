import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useLocalizedPath } from "../../app/use-language.ts";
import { useLoginPath } from "./guards.tsx";
import { useSession } from "./session.tsx";
import { useLogout } from "./use-logout.ts";

/** The spec shows a login/logout button area on the sacraments and booking pages only. */
const bookingArea = /\/(sacraments|booking|book)(\/|$)/;

// The widget library behind the member menu loads only for members, not on every visitor's page.
const MemberMenu = lazy(() => import("./member-menu.tsx"));

/**
 * The account corner of the header, on every page: 'Log in' for visitors; for members a compact
 * menu (Dashboard, Profile, Log out). On the sacraments and booking pages it also shows the
 * spec's login/logout buttons in full (sign-up or log-out beside it from tablet width).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const loginPath = useLoginPath();
  const { pathname } = useLocation();
  const session = useSession();
  const logout = useLogout();
  const inBookingArea = bookingArea.test(pathname);

  if (session.status === "loading") return <span className="inline-block w-16" aria-hidden="true" />;

  // The server could not say who is logged in: the way to log in stays, as for a visitor.
  if (session.status === "anonymous" || session.status === "unavailable") {
    const onAuthPage = /\/(login|sign-up)(\/|$)/.test(pathname);
    return (
      <div className="flex items-center gap-1" data-testid="account-area">
        <Link
          to={onAuthPage ? href("login") : loginPath()}
          className="whitespace-nowrap rounded-md px-2 py-1 text-sm font-semibold text-byzantine-700 hover:bg-byzantine-50"
        >
          {t("account.logIn")}
        </Link>
        {inBookingArea && (
          <Link
            to={href("sign-up")}
            className="hidden whitespace-nowrap rounded-md bg-byzantine-700 px-3 py-1 text-sm font-semibold text-white hover:bg-byzantine-800 sm:inline-block"
          >
            {t("account.signUp")}
          </Link>
        )}
      </div>
    );
  }

  const user = session.user;
  return (
    <div className="flex items-center gap-1" data-testid="account-area">
      <Suspense fallback={<span className="inline-block h-8 w-12" aria-hidden="true" />}>
        <MemberMenu user={user} />
      </Suspense>
      {inBookingArea && (
        <button
          type="button"
          onClick={() => void logout()}
          className="hidden whitespace-nowrap rounded-md border border-byzantine-700 px-3 py-1 text-sm font-semibold text-byzantine-700 hover:bg-byzantine-50 sm:inline-block"
        >
          {t("account.logOut")}
        </button>
      )}
    </div>
  );
}
