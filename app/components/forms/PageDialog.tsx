// A dialog's form without JavaScript (issue 21). A dialog needs script to open, so before the
// page is hydrated its opener is a link to `?dialog=<name>`, and a page drawn with that param
// shows the dialog's content in place, as a section of the page, where its <form> posts to the
// page's action like any other. Once hydrated the opener is a button and the content a Dialog.
import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useId, useState, type ComponentProps, type ReactNode } from "react";
import { Dialog } from "~/components/ui/Dialog";

export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Whether the page was asked for dialog `name` (and its extra params) by a no-script opener. */
export function useDialogParam(name: string) {
  const [params] = useSearchParams();
  return params.get("dialog") === name ? params : null;
}

/** The opener: a link to the page's fallback before hydration, the button once script runs. */
export function DialogOpener({
  name,
  params = {},
  onOpen,
  className,
  children,
  ...button
}: Omit<ComponentProps<"button">, "onClick"> & {
  name: string;
  params?: Record<string, string | number>;
  onOpen: () => void;
}) {
  const hydrated = useHydrated();
  const [current] = useSearchParams();
  if (!hydrated) {
    const search = new URLSearchParams(current);
    search.set("dialog", name);
    for (const [key, value] of Object.entries(params)) search.set(key, String(value));
    return (
      // The button's id (a no-script success can land on it: `#id`) and its name.
      <Link id={button.id} aria-label={button["aria-label"]} to={`?${search}`} className={className} preventScrollReset>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" {...button} className={className} onClick={onOpen}>
      {children}
    </button>
  );
}

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
