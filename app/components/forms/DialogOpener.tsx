// The no-script half of a dialog's opener (issue 21): a link to `?dialog=<name>` until the page
// is hydrated, the button after. Apart from PageDialog so that a page whose dialog loads lazily
// carries only this in its first script.
import { Link, useSearchParams } from "@remix-run/react";
import { startTransition, useEffect, useState, type ComponentProps } from "react";

// Once the page has hydrated, a component mounted later (a lazy dialog, a remounted panel) is
// drawn hydrated from its first render: drawing its no-script form first would replace the
// elements under focus a moment later, and focus would fall to <body>.
let pageHydrated = false;

export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    // Every opener on the page redraws at once: as a transition, in slices that leave input free.
    startTransition(() => setHydrated(true));
  }, []);
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
