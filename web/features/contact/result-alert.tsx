import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { ApiError, withReference } from "../../app/api-client.ts";
import { AriaLanguage } from "../../components/ui/aria-language.tsx";

export type Outcome = "success" | "network" | "client" | "server" | "unknown";

/** The result of a send, as the spec's alert: only OK closes it, never a click outside. */
export default function ResultAlert({
  outcome,
  failure,
  onClose,
}: {
  outcome: Outcome | null;
  /** What the send failed with: a refusal's words are said, a fault's reference quoted. */
  failure: unknown;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const title = outcome ? t(`contact.alerts.${outcome}Title`) : "";
  const detail = failure instanceof ApiError ? failure.message : "";
  const message = outcome
    ? withReference(t(`contact.alerts.${outcome}Message`, { message: detail }), failure, t)
    : "";
  return (
    <AriaLanguage>
      <ModalOverlay
        isOpen={outcome !== null}
        isDismissable={false}
        isKeyboardDismissDisabled
        className="fixed inset-0 z-50 flex overflow-y-auto bg-black/50 p-4"
      >
        <Modal className="m-auto w-full max-w-sm rounded-lg bg-white shadow-xl">
          <Dialog role="alertdialog" className="p-6 outline-none" data-testid="contact-alert">
            <Heading
              slot="title"
              className={`font-serif text-xl font-semibold ${outcome === "success" ? "text-green-800" : "text-red-800"}`}
            >
              {title}
            </Heading>
            <p className="mt-3 text-neutral-800">{message}</p>
            <div className="mt-6 flex justify-end">
              <button
                type="button"
                // biome-ignore lint/a11y/noAutofocus: an alert dialog puts focus on its only action
                autoFocus
                onClick={onClose}
                className="rounded-md bg-byzantine-700 px-6 py-2 font-semibold text-white hover:bg-byzantine-800"
              >
                {t("common.ok")}
              </button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLanguage>
  );
}
