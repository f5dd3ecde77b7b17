import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { ExternalToast } from "sonner";

/*
 * Toasts without sonner in the first load. A visitor reading a public page never sees a toast, so
 * sonner (9 KB gzip) is fetched with the visitor's first press, key or focus (or the first toast,
 * if that comes first) and the toaster mounts then; a toaster that mounts late still shows the
 * toasts raised before it (sonner replays them).
 */

let wanted = false;
const listeners = new Set<() => void>();

function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

// A live region put in with its first message is often not read out: the toaster (an empty live
// region) comes with the visitor's first press, key or focus, before anything they do can raise a
// toast. Listened for from the moment this module runs, before the page has hydrated, so an early
// key is not missed. A visitor who only reads still downloads nothing.
if (typeof document !== "undefined") {
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const start = () => {
    for (const type of events) document.removeEventListener(type, start, true);
    wantToaster();
  };
  for (const type of events) document.addEventListener(type, start, { capture: true, passive: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The page's toaster, from the first toast on (the layout renders it once). */
export function LazyToaster() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  // React Aria's dialogs leave an element marked as a top layer out of what they make inert, so a
  // toast raised while one is open is still announced and its Close button still works; the mark
  // must be on the page before the dialog opens, so it is there from the start, empty.
  return <div data-react-aria-top-layer="true">{mounted && <LoadedToaster />}</div>;
}

/**
 * Escape dismisses the toasts, and the focus stays where it was: a toast may cover what has the
 * focus (WCAG 2.4.11 asks that it can be put away without moving the focus). Not an Escape meant
 * for a dialog, a menu or a list that is open (the phone menu is a native dialog, whose Escape
 * React Aria does not see): that closes it, and a toast behind it stays.
 */
const escapeIsTheirs =
  "dialog, [role=dialog], [role=alertdialog], [role=menu], [role=listbox], [role=combobox]";

function useEscapeDismisses() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(escapeIsTheirs)) return;
      void import("sonner").then(({ toast: sonner }) => sonner.dismiss());
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

function LoadedToaster() {
  const { t } = useTranslation();
  useEscapeDismisses();
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}

type Kind = "message" | "success" | "error" | "info" | "warning";

function show(kind: Kind, message: string, options?: ExternalToast) {
  wantToaster();
  void import("sonner").then(({ toast: sonner }) =>
    kind === "message" ? sonner(message, options) : sonner[kind](message, options),
  );
}

/** sonner's `toast`, for the calls this site makes. */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show("message", message, options),
  {
    success: (message: string, options?: ExternalToast) => show("success", message, options),
    /**
     * An error stays until it is dismissed (ADR 014): read in two or three seconds it is lost to
     * a slow reader when nothing else says what went wrong (WCAG 2.2.1). Give a `duration` only
     * where the page shows the same message too (a form's error summary or its own alert).
     */
    error: (message: string, options?: ExternalToast) =>
      show("error", message, { duration: Number.POSITIVE_INFINITY, closeButton: true, ...options }),
    info: (message: string, options?: ExternalToast) => show("info", message, options),
    warning: (message: string, options?: ExternalToast) => show("warning", message, options),
  },
);
