// Closes a popup (the account menu, the notification panel, an actions menu) when the pointer goes
// down outside it, and, with `onEscape`, when Escape is pressed while it is open.
import { useEffect, type RefObject } from "react";

export function useClickOutside(root: RefObject<HTMLElement>, open: boolean, close: () => void, onEscape?: () => void) {
  useEffect(() => {
    if (!open) return;
    const element = root.current;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !element?.contains(event.target)) close();
    };
    // Escape closes this popup wherever focus is while it is open, and only it, not a dialog
    // around it too: the popup is the last thing opened.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !onEscape) return;
      event.stopPropagation();
      onEscape();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, [root, open, close, onEscape]);
}
