// Toasts: one at a time, 5 s, default and destructive variants, swipe right 50 px to dismiss (not
// with drag assistance), F8 focuses the region, at most 420 px wide. Screen readers hear each toast
// through a live region that is always in the page. The card is not text-selectable: a drag over
// selected text starts a native drag, which cancels the pointer and would make the swipe fail.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { useEarcon } from "~/components/accessibility/useEarcon";

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
type ActiveToast = ToastInput & { id: number };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used within a ToastProvider");
  return { toast };
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveToast | null>(null);
  const [announcement, setAnnouncement] = useState({ polite: "", assertive: "" });
  const nextId = useRef(1);
  const regionRef = useRef<HTMLElement>(null);

  const earcon = useEarcon();
  const toast = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      if (input.variant === "destructive") earcon("error");
      setActive({ ...input, id });
      const text = [input.title, input.description].filter(Boolean).join(". ");
      // Clearing first makes a repeated message be announced again.
      setAnnouncement({ polite: "", assertive: "" });
      requestAnimationFrame(() =>
        setAnnouncement(
          input.variant === "destructive" ? { polite: "", assertive: text } : { polite: text, assertive: "" },
        ),
      );
    },
    [earcon],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        className="pointer-events-none fixed bottom-0 right-0 z-50 flex w-full max-w-[420px] flex-col p-4"
      >
        {active ? <ToastCard key={active.id} toast={active} onDismiss={() => setActive(null)} /> : null}
      </section>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="toast-announcer">
        {announcement.polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement.assertive}
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ActiveToast; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);

  // Hover or focus pauses the timer, so nobody has to read against the clock (WCAG 2.2.1).
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, onDismiss]);

  // Swipe right to dismiss, unless the member turned drag gestures off (the × button always works).
  const dragAssistance = useAccessibility().effective.dragAssistance;
  const swipe = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      start.current = event.clientX;
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
    },
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      // Measured from the event, not state: pointermove renders may not have landed yet.
      const distance = start.current === null ? 0 : event.clientX - start.current;
      start.current = null;
      setOffset(0);
      if (distance > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    },
  };

  const destructive = toast.variant === "destructive";
  return (
    <div
      data-testid="toast"
      data-variant={toast.variant ?? "default"}
      className={`pointer-events-auto flex touch-pan-y select-none items-start gap-3 rounded-lg border p-4 shadow-lg transition-transform ${
        destructive ? "border-danger bg-danger text-danger-fg" : "border-line bg-surface text-fg"
      }`}
      style={{ transform: `translateX(${offset}px)` }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      {...(dragAssistance ? {} : swipe)}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={`Dismiss notification: ${toast.title}`}
        className="inline-flex h-7 w-7 items-center justify-center rounded"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
