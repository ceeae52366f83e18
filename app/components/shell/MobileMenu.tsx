// Small screens: a toggle opens the navigation in a dialog. The modal dialog traps focus
// inside, Escape closes it, and focus returns to the toggle; choosing a link closes it.
import { useState } from "react";
import { CloseIcon, MenuIcon } from "~/components/icons";
import { Dialog, DialogTitle } from "~/components/ui/Dialog";
import { useLongForm } from "~/components/accessibility/Verbose";
import { NavLinks } from "./NavLinks";

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const longForm = useLongForm();
  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        className="inline-flex min-h-10 items-center gap-2 rounded border border-line px-3 py-2 text-sm font-medium"
      >
        <MenuIcon />
        Menu
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} variant="drawer">
        <div className="mb-4 flex items-center justify-between">
          <DialogTitle className="text-lg font-semibold">Menu</DialogTitle>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={longForm("Close menu", "Close the menu and go back to the Menu button")}
            className="inline-flex h-10 w-10 items-center justify-center rounded border border-line"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Main (mobile)">
          <NavLinks vertical onNavigate={() => setOpen(false)} />
        </nav>
      </Dialog>
    </div>
  );
}
