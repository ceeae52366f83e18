// The connections area's dialog frame: a title and a column of content.
import type { ReactNode } from "react";
import { Dialog, DialogPanel, DialogTitle } from "~/components/ui/Dialog";

export function Modal({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel
          className={`mx-auto ${wide ? "max-w-2xl" : "max-w-lg"} rounded-lg border border-line bg-canvas p-6 text-fg shadow-xl`}
        >
          <DialogTitle className="text-xl font-bold">{title}</DialogTitle>
          <div className="mt-4 flex flex-col gap-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
