import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { AppDialog } from "../../components/ui/dialog.tsx";

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  variant?: "primary" | "danger";
  pending?: boolean;
  /** The id of a form among `children`: the confirm button submits it (instead of onConfirm). */
  form?: string;
  /** The focus starts on a field of `children`, which focuses it itself, not on Go back. */
  focusInside?: boolean;
  onConfirm?(): void;
  onCancel(): void;
};

/** Asks before an action that cannot be undone; closing it any other way does nothing. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  variant = "danger",
  pending,
  form,
  focusInside,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog isOpen={isOpen} onOpenChange={(open) => !open && onCancel()} title={title} role="alertdialog">
      <div className="text-neutral-800">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* Go back first: Enter pressed by habit changes nothing. */}
        <Button variant="secondary" onClick={onCancel} autoFocus={!focusInside}>
          {t("common.goBack")}
        </Button>
        {/* Marked, not made, disabled while pending: a focused button that becomes disabled drops
            the focus out of the dialog (button.tsx), and the dialog may stay open with a refusal. */}
        <Button
          variant={variant}
          type={form ? "submit" : "button"}
          form={form}
          aria-disabled={pending || undefined}
          onClick={(event) => {
            if (pending) event.preventDefault();
            else onConfirm?.();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </AppDialog>
  );
}
