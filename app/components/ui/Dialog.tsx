// Modal dialogs on the native <dialog> element, with the same parts and props as Headless UI's
// Dialog (open, onClose, initialFocus; DialogTitle) so the two read alike. Why
// native: `showModal()` already makes the page behind inert and traps focus, and it costs no
// library code, which matters because the app shell and most pages open a dialog somewhere
// and every kilobyte of script is paid by people on slow connections and old phones.
// What this adds: Escape and a click outside the panel call onClose, the title names the
// dialog, page scroll is locked, and focus goes back where it was when the dialog closes.
// It also draws the dimmed backdrop and the panel, so no page copies them: `size`
// and `variant` pick the panel, and any other prop (a data-testid) goes on the panel.
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

type DialogContext = { titleId: string };
const Context = createContext<DialogContext | null>(null);

export type DialogSize = "sm" | "md" | "lg";
/** modal: the bordered panel most dialogs use; plain: the same without border or padding, for a
 * content block that brings its own; drawer: a column from the left edge (the mobile menu). */
export type DialogVariant = "modal" | "plain" | "drawer";

const SIZES: Record<DialogSize, string> = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" };

function panelClass(variant: DialogVariant, size: DialogSize) {
  if (variant === "drawer")
    return "fixed inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-canvas p-4 text-fg shadow-xl";
  const frame = variant === "modal" ? "border border-line p-6" : "";
  return `mx-auto w-full ${SIZES[size]} rounded-lg bg-canvas text-fg shadow-xl ${frame}`;
}

type DialogProps = Omit<HTMLAttributes<HTMLDivElement>, "title"> & {
  open: boolean;
  onClose: () => void;
  initialFocus?: MutableRefObject<HTMLElement | null>;
  /** The heading that names the dialog; leave out to place a <DialogTitle> yourself. */
  title?: ReactNode;
  titleClassName?: string;
  size?: DialogSize;
  variant?: DialogVariant;
  /** Centre the panel in the window (a short confirmation), instead of near the top. */
  centered?: boolean;
  /** Lay the content out as a spaced column under the title. */
  stack?: boolean;
  children: ReactNode;
};

export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === "undefined") return null;
  // In <body>, not in place: a dialog opened from a dimmed or hidden region (concentration
  // mode, simplified layout) must not inherit that region's styles.
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  initialFocus,
  title,
  titleClassName = "text-xl font-bold",
  size = "md",
  variant = "modal",
  centered = false,
  stack = false,
  className = "",
  children,
  ...panelProps
}: Omit<DialogProps, "open">) {
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
    // Runs once, when the dialog opens (initialFocus is a ref, the same object on every render).
  }, [initialFocus]);

  const body = (
    <div {...panelProps} ref={panel} className={`${panelClass(variant, size)} ${className}`.trim()}>
      {title === undefined ? null : (
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
      )}
      {stack ? <div className="mt-4 flex flex-col gap-4">{children}</div> : children}
    </div>
  );
  return (
    <Context.Provider value={{ titleId }}>
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
        className="relative z-50 m-0 h-full max-h-none w-full max-w-none overflow-visible bg-transparent p-0 text-fg backdrop:bg-transparent"
      >
        <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
        {variant === "drawer" ? (
          body
        ) : (
          <div className={`fixed inset-0 p-4 ${centered ? "flex items-center justify-center" : "overflow-y-auto"}`}>
            {body}
          </div>
        )}
      </dialog>
    </Context.Provider>
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
