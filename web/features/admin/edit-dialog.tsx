import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";

type EditDialogProps = {
  title: string;
  isOpen: boolean;
  onClose(): void;
  children: ReactNode;
};

/** A form over the page to change one item of a list (a service, a slot): focus kept inside, Escape or Close leave. */
export function EditDialog({ title, isOpen, onClose, children }: EditDialogProps) {
  const { t } = useTranslation();
  return (
    // Not closed by a click beside it, which threw away what was typed.
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/50 p-2 sm:p-6"
    >
      <Modal className="w-full max-w-2xl rounded-lg bg-white p-4 shadow-xl sm:p-6">
        <Dialog className="outline-none">
          <div className="mb-4 flex items-start justify-between gap-3">
            <Heading slot="title" className="font-serif text-2xl font-semibold text-byzantine-900">
              {title}
            </Heading>
            <Button variant="ghost" onClick={onClose}>
              {t("common.close")}
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
