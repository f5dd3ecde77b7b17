import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../app/use-language.ts";
import { useSession } from "./session.tsx";

/** The account corner of the header: log in for visitors, the user's pages for members. */
export function AccountMenu() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const session = useSession();
  if (session.status === "loading") return <span className="inline-block w-16" aria-hidden="true" />;
  if (session.status === "anonymous") {
    return (
      <Link
        to={href("login")}
        className="rounded-md px-2 py-1 text-sm font-semibold text-byzantine-700 hover:bg-byzantine-50"
      >
        {t("account.logIn")}
      </Link>
    );
  }
  return (
    <Link
      to={href(session.user.role === "admin" ? "admin-dashboard" : "dashboard")}
      className="max-w-[8rem] truncate rounded-md px-2 py-1 text-sm font-semibold text-byzantine-700 hover:bg-byzantine-50"
    >
      {session.user.firstName}
    </Link>
  );
}
