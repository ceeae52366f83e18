// A dialog's form without JavaScript (decision 019). A dialog needs script to open, so before the
// page is hydrated its opener (a button in a GET form) asks for `?dialog=<name>`, and a page drawn
// with that param shows the dialog's content in place, as a section of the page, where its <form>
// posts to the page's action like any other. Once hydrated the opener opens the content as a Dialog.
import { useId, type ComponentProps, type ReactNode } from "react";
import { Dialog } from "~/components/ui/Dialog";
import { useDialogParam, useHydrated } from "./DialogOpener";

export { DialogOpener, useDialogParam, useHydrated } from "./DialogOpener";

/** The Dialog once hydrated; before that, when the page was asked for it, the same content in place. */
export function PageDialog({
  name,
  title,
  children,
  ...dialog
}: ComponentProps<typeof Dialog> & { name: string; title: ReactNode }) {
  const hydrated = useHydrated();
  const requested = useDialogParam(name);
  const headingId = useId();
  if (hydrated)
    return (
      <Dialog title={title} {...dialog}>
        {children}
      </Dialog>
    );
  if (!requested) return null;
  return (
    <section aria-labelledby={headingId} id={`dialog-${name}`} className="rounded-lg border border-line bg-canvas p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
