import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { AriaLanguage } from "./aria-language.tsx";

type AppDialogProps = {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  children: ReactNode;
  /** Alert dialogs (confirmations, results) are not closed by a click outside. */
  role?: "dialog" | "alertdialog";
  isDismissable?: boolean;
};

/** A modal that traps focus, closes on Escape and gives focus back to what opened it. */
export function AppDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  role = "dialog",
  isDismissable,
}: AppDialogProps) {
  return (
    <AriaLanguage>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={isDismissable ?? role === "dialog"}
        isKeyboardDismissDisabled={false}
        // The overlay scrolls and the modal's auto margins centre it only while it fits: a dialog
        // grown past a small phone's height (an error summary) keeps its top and buttons reachable.
        className="fixed inset-0 z-50 flex overflow-y-auto bg-black/50 p-4"
      >
        <Modal className="m-auto w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <Dialog role={role} className="outline-none">
            <Heading slot="title" className="mb-3 font-serif text-xl font-semibold text-byzantine-900">
              {title}
            </Heading>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLanguage>
  );
}
