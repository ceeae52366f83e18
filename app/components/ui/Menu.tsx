// An actions menu with the same parts as Headless UI's (Menu, MenuButton, MenuItems, MenuItem),
// following the WAI-ARIA menu button pattern: the button opens the menu and focus moves to the
// first item; Up/Down and Home/End move between items; Escape closes it and focus returns to
// the button; Tab, a click outside or choosing an item closes it. Written here because the
// library's menu brought its positioning engine with it, several KB on the pages that use one.
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MutableRefObject,
  type ReactElement,
  type ReactNode,
} from "react";
import { useClickOutside } from "./useClickOutside";

type MenuState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  buttonId: string;
  itemsId: string;
  button: MutableRefObject<HTMLButtonElement | null>;
};
const MenuContext = createContext<MenuState | null>(null);

function useMenu(part: string): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error(`<${part}> must be inside <Menu>`);
  return menu;
}

export function Menu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  useClickOutside(
    root,
    open,
    useCallback(() => setOpen(false), []),
  );
  return (
    <MenuContext.Provider value={{ open, setOpen, buttonId: `${id}button`, itemsId: `${id}items`, button }}>
      <div ref={root} className="relative inline-block">
        {children}
      </div>
    </MenuContext.Provider>
  );
}

export function MenuButton({ children, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const menu = useMenu("MenuButton");
  return (
    <button
      {...props}
      ref={menu.button}
      type="button"
      id={menu.buttonId}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.itemsId : undefined}
      onClick={() => menu.setOpen(!menu.open)}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
        event.preventDefault();
        menu.setOpen(true);
      }}
    >
      {children}
    </button>
  );
}

export function MenuItems({ className = "", children }: { className?: string; children: ReactNode }) {
  const menu = useMenu("MenuItems");
  const list = useRef<HTMLDivElement>(null);
  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (menu.open) items()[0]?.focus();
  }, [menu.open]);
  if (!menu.open) return null;

  const close = (returnFocus: boolean) => {
    menu.setOpen(false);
    if (returnFocus) menu.button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const current = all.findIndex((item) => item === document.activeElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") move(current + 1);
    else if (event.key === "ArrowUp") move(current - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(all.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") close(false);
  };
  return (
    <div
      ref={list}
      id={menu.itemsId}
      role="menu"
      aria-labelledby={menu.buttonId}
      onKeyDown={onKeyDown}
      onClick={() => close(true)}
      className={`absolute right-0 top-full ${className}`}
    >
      {children}
    </div>
  );
}

/** Wraps one focusable element (a button or link) and makes it an item of the menu. */
export function MenuItem({ children }: { children: ReactElement }) {
  const child = Children.only(children);
  return isValidElement(child)
    ? cloneElement(child as ReactElement<Record<string, unknown>>, { role: "menuitem", tabIndex: -1 })
    : child;
}
