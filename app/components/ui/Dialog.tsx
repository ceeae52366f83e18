// Modal dialogs on the native <dialog> element, with the same parts and props as Headless UI's
// Dialog (open, onClose, initialFocus; DialogPanel; DialogTitle) so the two read alike. Why
// native: `showModal()` already makes the page behind inert and traps focus, and it costs no
// library code, which matters because the app shell and most pages open a dialog somewhere
// and every kilobyte of script is paid by people on slow connections and old phones.
// What this adds: Escape and a click outside the panel call onClose, the title names the
// dialog, page scroll is locked, and focus goes back where it was when the dialog closes.
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type MutableRefObject,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";

type DialogContext = { titleId: string; panel: MutableRefObject<HTMLDivElement | null> };
const Context = createContext<DialogContext | null>(null);

export function Dialog({
  open,
  onClose,
  initialFocus,
  className = "",
  children,
}: {
  open: boolean;
  onClose: () => void;
  initialFocus?: MutableRefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  if (!open || typeof document === "undefined") return null;
  // In <body>, not in place: a dialog opened from a dimmed or hidden region (concentration
  // mode, simplified layout) must not inherit that region's styles.
  return createPortal(
    <OpenDialog onClose={onClose} initialFocus={initialFocus} className={className}>
      {children}
    </OpenDialog>,
    document.body,
  );
}

function OpenDialog({
  onClose,
  initialFocus,
  className,
  children,
}: {
  onClose: () => void;
  initialFocus?: MutableRefObject<HTMLElement | null>;
  className: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    element.showModal();
    initialFocus?.current?.focus();
    // The browser closes the dialog itself when Escape is pressed twice without a click in
    // between; keep React's state in step either way.
    const onNativeClose = () => close.current();
    element.addEventListener("close", onNativeClose);
    return () => {
      element.removeEventListener("close", onNativeClose);
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // Runs once, when the dialog opens; initialFocus is read then, as Headless UI does.
  }, []);

  return (
    <Context.Provider value={{ titleId, panel }}>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          close.current();
        }}
        onMouseDown={(event) => {
          if (event.target instanceof Node && !panel.current?.contains(event.target)) close.current();
        }}
        className={`m-0 h-full max-h-none w-full max-w-none overflow-visible bg-transparent p-0 text-fg backdrop:bg-transparent ${className}`}
      >
        {children}
      </dialog>
    </Context.Provider>
  );
}

export function DialogPanel({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const context = useContext(Context);
  return (
    <div
      {...props}
      ref={(element) => {
        if (context) context.panel.current = element;
      }}
    >
      {children}
    </div>
  );
}

export function DialogTitle({ children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  const context = useContext(Context);
  return (
    <h2 {...props} id={context?.titleId}>
      {children}
    </h2>
  );
}
