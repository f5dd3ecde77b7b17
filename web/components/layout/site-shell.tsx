import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useNavigation } from "react-router";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { parishContent } from "../../content/parish.ts";
import { AccountMenu } from "../../features/auth/account-menu.tsx";
import { useIsAdmin } from "../../features/auth/session.tsx";
import { LazyToaster } from "../ui/toast.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { adminMenu, footerMenu, inSection, publicMenu } from "./nav-items.ts";
import { SideMenu } from "./side-menu.tsx";
import { useCurrentYear } from "./use-current-year.ts";
import { useNewPageFocus } from "./use-new-page-focus.ts";

export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const isAdmin = useIsAdmin();
  const year = useCurrentYear();
  const [menuOpen, setMenuOpen] = useState(false);
  const onMenuChange = useCallback((open: boolean) => setMenuOpen(open), []);
  useNewPageFocus("main");
  // While the next page's code loads, the old page stays on screen (and the address bar already
  // shows the new one): say so, so nobody types into a form that is about to go away.
  const loading = useNavigation().state === "loading";
  const content = parishContent[language];
  const items = isAdmin ? adminMenu : publicMenu;
  const { pathname } = useLocation();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        data-site-chrome
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("meta.skipToContent")}
      </a>
      <header
        data-site-chrome
        className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur"
      >
        {/* With large text (200 %) the language, account and menu buttons wrap below the name
            rather than pushing the page sideways: the name keeps at least 6rem, which grows with
            the text, and is otherwise given what the buttons leave. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2">
          <Link to={href("home")} className="flex min-w-24 flex-1 basis-0 items-center gap-2">
            <img src="/images/icon-cross.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
            {/* Two lines on a phone (a Greek name needs them), as tall as the cross beside it; three
                at 320 px (a phone zoomed in), where «Νικόλαος» alone fills a line. */}
            <span className="line-clamp-3 font-serif text-sm font-semibold leading-tight text-byzantine-900 sm:text-lg">
              {content.parish.shortName}
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher />
            <AccountMenu />
            <button
              type="button"
              className="rounded-md p-2 text-byzantine-800 hover:bg-byzantine-50 md:hidden"
              aria-label={t("nav.openMenu")}
              aria-expanded={menuOpen}
              aria-controls="side-menu"
              onClick={() => setMenuOpen((open) => !open)}
              data-testid="menu-button"
              id="menu-button"
              data-needs-script
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
          </div>
        </div>
        <nav
          aria-label={t("nav.mainMenu")}
          className="hidden border-t border-neutral-100 md:block"
          data-without-script
        >
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4">
            {items.map((item) => (
              <li key={item.page}>
                <NavLink
                  to={href(item.page)}
                  className={({ isActive }) =>
                    `inline-block border-b-2 px-3 py-2 text-sm font-medium ${isActive || inSection(item, pathname) ? "border-gold-500 text-byzantine-900" : "border-transparent text-neutral-700 hover:text-byzantine-700"}`
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <SideMenu isOpen={menuOpen} onOpenChange={onMenuChange} items={items} returnFocusTo="menu-button" />
      {loading && (
        <div
          aria-hidden="true"
          data-testid="page-loading"
          className="fixed inset-x-0 top-0 z-50 h-1 bg-gold-500 motion-safe:animate-pulse"
        />
      )}
      <main id="main" className="flex-1" tabIndex={-1} aria-busy={loading || undefined}>
        {children}
      </main>
      <footer data-site-chrome className="mt-12 bg-byzantine-900 pb-(--toasts-height) text-byzantine-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm">
          <p className="font-serif text-base font-semibold text-white">{content.parish.name}</p>
          <p>{t("footer.copyright", { year, name: content.parish.name })}</p>
          {/* The pages the spec's menu has no room for: without these links only the sitemap led to them. */}
          <nav aria-label={t("footer.more")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {footerMenu.map((item) => (
                <li key={item.page}>
                  <Link to={href(item.page)} className="underline underline-offset-4">
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {content.sample && <p className="text-xs text-byzantine-100">{content.sampleNotice}</p>}
        </div>
      </footer>
      <LazyToaster />
    </div>
  );
}
