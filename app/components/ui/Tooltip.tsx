// Tooltips: open after the member's hover delay (the spec's fixed 700 ms became the preference,
// decision 023), or at once within 300 ms of another closing. They open on hover and on keyboard
// focus, and Escape closes them (WCAG 1.4.13).
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";

export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

export function Tooltip({
  label,
  children,
  align = "center",
  disabled = false,
}: {
  label: ReactNode;
  children: (props: { "aria-describedby": string }) => ReactElement;
  /** "end" keeps a tooltip near the window's right edge (the bell) inside the window. */
  align?: "center" | "end";
  disabled?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { hoverDelay } = useAccessibility().effective;

  const show = () => {
    window.clearTimeout(timer.current);
    const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : hoverDelay;
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <span className="relative inline-flex" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {children({ "aria-describedby": id })}
      <span
        id={id}
        role="tooltip"
        hidden={!open || disabled}
        className={`absolute top-full z-40 mt-2 whitespace-nowrap rounded bg-fg px-2 py-1 text-sm text-canvas ${
          align === "end" ? "right-0" : "left-1/2 -translate-x-1/2"
        }`}
      >
        {label}
      </span>
    </span>
  );
}
