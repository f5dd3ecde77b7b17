import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { useLocalizedPath } from "../../app/use-language.ts";
import { inSection, type NavItem } from "./nav-items.ts";
import { wideScreenQuery } from "./use-wide-screen.ts";

const swipeCloseThreshold = 15;

type Props = { isOpen: boolean; onOpenChange(open: boolean): void; items: NavItem[]; returnFocusTo?: string };

/**
 * The phone menu: closed at start, closes on navigation, on a swipe left, on Escape, on a tap
 * outside and at desktop width. A native modal <dialog> gives the focus trap and Escape for free,
 * keeping a widget library out of every page's first load.
 */
export function SideMenu({ isOpen, onOpenChange, items, returnFocusTo }: Props) {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStartX = useRef<number | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) {
      element.close();
      if (returnFocusTo) document.getElementById(returnFocusTo)?.focus();
    }
  }, [isOpen, returnFocusTo]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location
  useEffect(() => {
    // Closed here, before the shell's effect gives the new page's heading the focus (a parent's
    // effects run after its children's): closing later returned the focus to the menu button.
    if (dialog.current?.open) dialog.current.close();
    onOpenChange(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    const query = window.matchMedia(wideScreenQuery);
    const onChange = () => {
      if (query.matches) onOpenChange(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [onOpenChange]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; keyboard users close with Escape (onCancel)
    <dialog
      ref={dialog}
      id="side-menu"
      aria-label={t("nav.mainMenu")}
      className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-black/40 md:hidden"
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === dialog.current) onOpenChange(false);
      }}
    >
      <div
        className="flex h-full flex-col overflow-y-auto p-4"
        data-testid="side-menu"
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchMove={(event) => {
          const start = touchStartX.current;
          const x = event.touches[0]?.clientX;
          if (start !== null && x !== undefined && start - x > swipeCloseThreshold) {
            touchStartX.current = null;
            onOpenChange(false);
          }
        }}
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="font-serif text-lg font-semibold text-byzantine-900">{t("nav.mainMenu")}</span>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="rounded-md p-2 text-byzantine-800 hover:bg-byzantine-50"
            aria-label={t("nav.closeMenu")}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.page}>
              <NavLink
                to={href(item.page)}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-3 text-base ${isActive || inSection(item, location.pathname) ? "bg-byzantine-700 font-semibold text-white" : "text-byzantine-900 hover:bg-byzantine-50"}`
                }
              >
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
