import { Dialog, Modal, ModalOverlay } from "react-aria-components";

/** A modal spinner while a request runs ('Logging in...'); it cannot be dismissed, the request ends it. */
export function LoadingDialog({ label }: { label: string | null }) {
  return (
    <ModalOverlay
      isOpen={label !== null}
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="rounded-lg bg-white px-8 py-6 shadow-xl">
        <Dialog
          aria-label={label ?? undefined}
          className="flex items-center gap-4 outline-none"
          data-testid="loading-dialog"
        >
          <span
            aria-hidden="true"
            className="h-6 w-6 animate-spin rounded-full border-4 border-byzantine-100 border-t-byzantine-700 motion-reduce:animate-none"
          />
          <p role="status" className="text-lg font-semibold text-byzantine-900">
            {label}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Runs `request` with an abort signal that fires after `ms` (the spec's 5 s spinner timeout). */
export async function withTimeout<T>(ms: number, request: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await request(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
