// The one button of the app (decision 018). Variants and sizes are the looks the pages already had;
// the focus ring is the global :focus-visible rule, so every variant keeps it, and colours come
// from the theme variables, so high-contrast mode repaints them. Sizes keep targets at 32 px
// or more (WCAG 2.5.8 asks for 24).
//
// Busy: the button stays focusable (aria-disabled, not `disabled`, which would drop focus to
// <body>), ignores clicks and submits, and a polite live region beside it says `busyLabel`, so
// a screen-reader user hears that the action is under way without losing their place.
import { forwardRef, type ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "danger-outline";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent font-semibold text-accent-fg",
  // Filled with the page colour, so it reads as a button on a card's surface too.
  secondary: "border border-line bg-canvas font-medium hover:bg-raised",
  danger: "bg-danger font-semibold text-danger-fg",
  "danger-outline": "border border-line font-medium text-danger hover:bg-raised",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-8 px-3 text-sm",
  md: "min-h-10 px-4",
  lg: "min-h-11 px-5",
};

const STATES =
  "disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70";

/** The classes of a button look, for a link or a label that must look like one. */
export function buttonClass({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return `rounded ${SIZES[size]} ${VARIANTS[variant]} ${STATES} ${className}`.trim();
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the action is under way: announced, and further presses do nothing. */
  busy?: boolean;
  /** What the live region says while busy. */
  busyLabel?: string;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    busy,
    busyLabel = "Working…",
    className,
    type = "button",
    onClick,
    children,
    "aria-disabled": ariaDisabled,
    ...props
  },
  ref,
) {
  const button = (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, className })}
      {...props}
      aria-disabled={busy || ariaDisabled || undefined}
      onClick={(event) => {
        // Also stops the submit a busy submit button would send.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {children}
    </button>
  );
  // The live region exists only for buttons that can be busy, and is in the page before it
  // is filled, which is when screen readers pick up a change.
  if (busy === undefined) return button;
  return (
    <>
      {button}
      <span aria-live="polite" className="sr-only">
        {busy ? busyLabel : ""}
      </span>
    </>
  );
});
