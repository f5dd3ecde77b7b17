import type { ButtonHTMLAttributes, ReactNode } from "react";

type Variant = "primary" | "secondary" | "danger" | "dangerOutline" | "ghost";

const variants: Record<Variant, string> = {
  primary: "bg-byzantine-700 text-white hover:bg-byzantine-800",
  secondary: "border border-byzantine-700 bg-white text-byzantine-700 hover:bg-byzantine-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  /** The first step of something destructive that a dialog then confirms: red, but not the loudest
   *  button beside Confirm; the dialog's own button is the solid one. */
  dangerOutline: "border border-red-700 bg-white text-red-700 hover:bg-red-50",
  ghost: "text-byzantine-700 hover:bg-byzantine-50",
};

export const buttonClass = (variant: Variant = "primary") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${variants[variant]}`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; children: ReactNode };

export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant)} ${className}`} {...props} />;
}

type SubmitButtonProps = Omit<ButtonProps, "type"> & {
  pending?: boolean;
  pendingLabel?: ReactNode;
  /**
   * Marked disabled while the form is invalid (the spec), but still clickable, so a press shows
   * the error summary instead of doing nothing (the GOV.UK pattern).
   */
  invalid?: boolean;
};

/**
 * While the form is being sent the button is marked disabled and refuses presses, but is not
 * `disabled`: a focused control that becomes disabled drops the focus to the page, out of a dialog
 * (whose Escape then did nothing) and away from where the answer is said.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  invalid,
  children,
  onClick,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      aria-disabled={invalid || pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      )}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
