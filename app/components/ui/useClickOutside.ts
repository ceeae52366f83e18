// Closes a popup (the account menu, the notification panel, an actions menu) when the pointer goes
// down outside it, and, with `onEscape`, when Escape is pressed inside it.
import { useEffect, type RefObject } from "react";

export function useClickOutside(root: RefObject<HTMLElement>, open: boolean, close: () => void, onEscape?: () => void) {
  useEffect(() => {
    if (!open) return;
    const element = root.current;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !element?.contains(event.target)) close();
    };
    // Escape closes this popup alone, not a dialog around it too.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !onEscape) return;
      event.stopPropagation();
      onEscape();
    };
    document.addEventListener("pointerdown", onPointerDown);
    element?.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      element?.removeEventListener("keydown", onKeyDown);
    };
  }, [root, open, close, onEscape]);
}
