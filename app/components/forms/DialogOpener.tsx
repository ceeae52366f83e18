// The no-script half of a dialog's opener (decision 019): a button that asks the page for
// `?dialog=<name>` until the page is hydrated, and opens the dialog after. Apart from PageDialog
// so that a page whose dialog loads lazily carries only this in its first script.
import { useSearchParams } from "@remix-run/react";
import { startTransition, useEffect, useState, type ComponentProps, type ReactNode } from "react";

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

/**
 * The opener: one button, the same before and after hydration, so hydrating redraws nothing (a
 * swap from link to button changed the DOM of every opener on the page, then laid the page out
 * again; docs/decisions/032-client-performance.md). Without script it submits a GET form that
 * asks the page for its fallback (`?dialog=<name>` and the page's own params); with script, the
 * click opens the dialog instead.
 */
export function DialogOpener({
  name,
  params = {},
  onOpen,
  className,
  children,
  ...button
}: Omit<ComponentProps<"button">, "onClick" | "type"> & {
  name: string;
  params?: Record<string, string | number>;
  onOpen: () => void;
}) {
  const [current] = useSearchParams();
  const search = new URLSearchParams(current);
  search.set("dialog", name);
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  return (
    <NoScriptGet params={search}>
      <button
        type="submit"
        {...button}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        {children}
      </button>
    </NoScriptGet>
  );
}

/**
 * A form that, without script, fetches `action` (this page when omitted) with `params`: what a
 * link to it would do, for a control that is a button once script runs. `display: contents`, so
 * the button lays out as if the form were not there.
 */
export function NoScriptGet({
  action,
  params,
  children,
}: {
  action?: string;
  params: URLSearchParams;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} className="contents">
      {[...params].map(([key, value], index) => (
        <input key={index} type="hidden" name={key} value={value} />
      ))}
      {children}
    </form>
  );
}
