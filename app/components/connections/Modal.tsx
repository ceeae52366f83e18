// The connections area's dialog frame: a title and a column of content.
import type { ReactNode } from "react";
import { Dialog } from "~/components/ui/Dialog";

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
    <Dialog open onClose={onClose} title={title} size={wide ? "lg" : "md"}>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </Dialog>
  );
}
