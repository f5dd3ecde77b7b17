import { type RefObject, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast as sonner, Toaster } from "sonner";

/**
 * Escape dismisses the toasts, and the focus stays where it was: a toast may cover what has the
 * focus (WCAG 2.4.11 asks that it can be put away without moving the focus). Not an Escape meant
 * for a dialog, a menu or a list that is open (the phone menu is a native dialog, whose Escape
 * React Aria does not see): that closes it, and a toast behind it stays.
 */
const escapeIsTheirs =
  "dialog, [role=dialog], [role=alertdialog], [role=menu], [role=listbox], [role=combobox][aria-expanded=true]";

function useEscapeDismisses() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(escapeIsTheirs)) return;
      sonner.dismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

/**
 * Keeps the focus above the toasts (WCAG 2.4.11). A browser scrolls the field Tab reaches just into
 * view, to the screen's foot, where a toast lies: on a phone a date's parts went entirely under an
 * error. While toasts show, their height (`--toasts-height`) is the page's scroll padding at the
 * foot, which the browser keeps clear when it brings the focus into view, and room below the
 * footer, so its last links can come up above them too; what has the focus when a toast comes, or
 * gets it by a click, is scrolled up above it if it is on the screen under them.
 */
function useFocusAboveToasts(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      // sonner keeps a fourth toast and more in the page, unseen, until those in front go. A toast
      // still sliding in is counted where it will stop (its box before the slide's transform), so
      // a Tab pressed meanwhile already keeps clear of it; a stack's toasts behind, where they are.
      const tops = [
        ...document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-visible="true"]'),
      ].map((toast) => {
        const list = toast.offsetParent;
        const resting = list ? list.getBoundingClientRect().top + toast.offsetTop : Number.POSITIVE_INFINITY;
        return Math.min(toast.getBoundingClientRect().top, resting);
      });
      const cover = tops.length > 0 ? Math.max(0, window.innerHeight - Math.min(...tops)) : 0;
      if (cover > 0) root.style.setProperty("--toasts-height", `${Math.ceil(cover) + 8}px`);
      else root.style.removeProperty("--toasts-height");
      return cover;
    };
    const keepFocusClear = () => {
      const cover = measure();
      const focused = document.activeElement;
      if (cover === 0 || !(focused instanceof HTMLElement) || focused.closest("[data-sonner-toaster]"))
        return;
      // Under the toasts: on the screen, at its foot. Not a control the reader has scrolled away
      // from (the page does not jump back to it when a toast comes).
      const box = focused.getBoundingClientRect();
      if (box.bottom > window.innerHeight - cover && box.top < window.innerHeight) {
        focused.scrollIntoView({ block: "nearest" });
      }
    };
    // A toast slides in and out for 0.4 s: measured as it comes and again where it stops. A stack
    // spreading out under the pointer, or one coming to the front, is measured only: the page
    // does not scroll because a pointer passed over the toasts.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver((changes) => {
      const update = changes.some((change) => change.type === "childList") ? keepFocusClear : measure;
      update();
      clearTimeout(settle);
      settle = setTimeout(update, 450);
    });
    if (region.current) {
      observer.observe(region.current, {
        childList: true,
        subtree: true,
        attributeFilter: ["data-visible", "data-expanded", "data-removed"],
      });
    }
    const onFocusIn = () => requestAnimationFrame(keepFocusClear);
    document.addEventListener("focusin", onFocusIn);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      clearTimeout(settle);
      document.removeEventListener("focusin", onFocusIn);
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--toasts-height");
    };
  }, [region]);
}

/** The page's toaster, mounted by toast.tsx's LazyToaster with the visitor's first press, key or focus. */
export default function LoadedToaster({ region }: { region: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  useEscapeDismisses();
  useFocusAboveToasts(region);
  return (
    <>
      {/* At the bottom (the spec put form and booking toasts at the top): there a toast lay over
          the sticky header's links, or, below it, over the error summary a failed submit had just
          focused and scrolled to the top (WCAG 2.4.11, ADR 029). */}
      <Toaster
        position="bottom-center"
        richColors
        closeButton={false}
        duration={3000}
        containerAriaLabel={t("common.notifications")}
        toastOptions={{
          closeButtonAriaLabel: t("common.close"),
          // sonner's 20 px cross is below WCAG 2.2's 24 px target; an error's only way out.
          classNames: { closeButton: "size-7!" },
        }}
      />
    </>
  );
}
