import { lazy, Suspense, useRef, useSyncExternalStore } from "react";
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

/** The toaster and what it does for the keyboard, fetched with sonner (loaded-toaster.tsx). */
const LoadedToaster = lazy(() => import("./loaded-toaster.tsx"));

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
  const region = useRef<HTMLDivElement>(null);
  return (
    <div ref={region} data-react-aria-top-layer="true">
      {mounted && (
        <Suspense fallback={null}>
          <LoadedToaster region={region} />
        </Suspense>
      )}
    </div>
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
    /** Puts away the toast of that `id`, or every toast; fetches nothing when none was raised. */
    dismiss: (id?: string) => {
      if (wanted) void import("sonner").then(({ toast: sonner }) => sonner.dismiss(id));
    },
  },
);
