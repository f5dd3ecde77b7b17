import { useEffect, useRef } from "react";
import { Dialog, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { useLocalizedPath } from "../../app/use-language.ts";
import type { NavItem } from "./nav-items.ts";

export const desktopBreakpoint = 768;
const swipeCloseThreshold = 15;

type Props = {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  items: NavItem[];
  footer?: React.ReactNode;
};

/** The phone menu: closed at start, closes on navigation, on a swipe left and at desktop width. */
export function SideMenu({ isOpen, onOpenChange, items, footer }: Props) {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const location = useLocation();
  const touchStartX = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location
  useEffect(() => {
    onOpenChange(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${desktopBreakpoint}px)`);
    const onChange = () => {
      if (query.matches) onOpenChange(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [onOpenChange]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-black/40 md:hidden"
    >
      <Modal className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl data-[entering]:animate-in motion-safe:transition-transform">
        <Dialog aria-label={t("nav.mainMenu")} className="flex h-full flex-col outline-none" id="side-menu">
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
                      `block rounded-md px-3 py-3 text-base ${isActive ? "bg-byzantine-700 font-semibold text-white" : "text-byzantine-900 hover:bg-byzantine-50"}`
                    }
                  >
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
            {footer && <div className="mt-auto border-t border-neutral-200 pt-4">{footer}</div>}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
