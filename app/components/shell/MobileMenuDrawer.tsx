// The mobile menu's drawer (MobileMenu loads it on first use).
import { CloseIcon } from "~/components/icons";
import { useLongForm } from "~/components/accessibility/Verbose";
import { Dialog, DialogTitle } from "~/components/ui/Dialog";
import { NavLinks } from "./NavLinks";

export function MobileMenuDrawer({ onClose }: { onClose: () => void }) {
  const longForm = useLongForm();
  return (
    <Dialog open onClose={onClose} variant="drawer">
      <div className="mb-4 flex items-center justify-between">
        <DialogTitle className="text-lg font-semibold">Menu</DialogTitle>
        <button
          type="button"
          onClick={onClose}
          aria-label={longForm("Close menu", "Close the menu and go back to the Menu button")}
          className="inline-flex h-10 w-10 items-center justify-center rounded border border-line"
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label="Main (mobile)">
        <NavLinks vertical onNavigate={onClose} />
      </nav>
    </Dialog>
  );
}
