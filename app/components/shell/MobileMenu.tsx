// Small screens: a toggle opens the navigation in a dialog. The modal dialog traps focus
// inside, Escape closes it, and focus returns to the toggle; choosing a link closes it. The
// drawer's code loads when the toggle is first pointed at, focused or pressed.
import { useState } from "react";
import { MenuIcon } from "~/components/icons";
import { lazyNamed } from "~/components/lazyNamed";

const Drawer = lazyNamed(() => import("./MobileMenuDrawer"), "MobileMenuDrawer");

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void Drawer.preload()}
        onFocus={() => void Drawer.preload()}
        aria-expanded={open}
        className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded border border-line text-sm font-medium sm:px-3 sm:py-2"
      >
        <MenuIcon />
        <span className="sr-only sm:not-sr-only">Menu</span>
      </button>
      {open ? <Drawer onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
