import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { PublicUser } from "../../../contracts/user.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { AriaLanguage } from "../../components/ui/aria-language.tsx";
import { useLogout } from "./use-logout.ts";

// The item under the keyboard gets the ring every control has: the pale background alone was 1.12 : 1.
const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-base text-neutral-900 outline-none data-[focused]:bg-byzantine-50 data-[focused]:text-byzantine-900 data-[focus-visible]:ring-3 data-[focus-visible]:ring-gold-500 data-[focus-visible]:ring-inset";

/** A member's menu in the header: Dashboard, Profile, Log out. */
export default function MemberMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const navigate = useNavigate();
  const logout = useLogout();
  const dashboard = user.role === "admin" ? "admin-dashboard" : "dashboard";
  return (
    <AriaLanguage>
      <MenuTrigger>
        <Button
          aria-label={t("account.menuFor", { name: user.firstName })}
          className="flex max-w-[7.5rem] items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-byzantine-700 outline-none hover:bg-byzantine-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold-500 sm:max-w-[11rem] lg:max-w-[16rem]"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
          </svg>
          <span className="hidden truncate min-[400px]:inline">{user.firstName}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor">
            <path d="M5.5 7.5 10 12l4.5-4.5z" />
          </svg>
        </Button>
        <Popover
          placement="bottom end"
          className="min-w-48 rounded-md border border-neutral-200 bg-white p-1 shadow-lg"
        >
          <Menu
            className="outline-none"
            onAction={(key) => {
              if (key === "logout") void logout();
              else navigate(href(String(key)));
            }}
          >
            <MenuItem id={dashboard} className={itemClass}>
              {/* A member's dashboard is the page headed "Your Bookings": the menu says so. */}
              {t(dashboard === "dashboard" ? "account.myBookings" : "account.dashboard")}
            </MenuItem>
            <MenuItem id="profile" className={itemClass}>
              {t("account.profile")}
            </MenuItem>
            <Separator className="my-1 border-t border-neutral-200" />
            <MenuItem id="logout" className={itemClass}>
              {t("account.logOut")}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </AriaLanguage>
  );
}
