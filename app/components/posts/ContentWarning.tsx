// A content warning: the body is collapsed behind "Show content: <warning>", a real
// button with aria-expanded. Before the page has hydrated the same button asks the server for the
// page with warnings open (`?warnings=show`, a GET form), so it works without script and hydrating
// redraws nothing.
import { useSearchParams } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import { NoScriptGet, useHydrated } from "~/components/forms/DialogOpener";

// The warning is the member's own words: it may break anywhere rather than widen the page.
const opener = "member-text inline-flex min-h-10 items-center rounded border border-line bg-raised px-3 font-medium";

export function ContentWarning({
  warning,
  alwaysExpand = false,
  children,
}: {
  warning: string | null;
  /** The member's "Always expand content warnings" preference. */
  alwaysExpand?: boolean;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(alwaysExpand || params.get("warnings") === "show");
  const hydrated = useHydrated();
  const bodyId = useId();
  if (!warning) return <>{children}</>;
  const label = `Content warning: ${warning}`;
  if (open)
    return (
      <div>
        <p className="text-sm font-medium text-muted">{label}</p>
        {hydrated && !alwaysExpand ? (
          <button
            type="button"
            aria-expanded="true"
            aria-controls={bodyId}
            onClick={() => setOpen(false)}
            className={`${opener} mt-1`}
          >
            Hide content: {warning}
          </button>
        ) : null}
        <div id={bodyId} className="mt-2">
          {children}
        </div>
      </div>
    );
  const search = new URLSearchParams(params);
  search.set("warnings", "show");
  return (
    <div>
      <p className="text-sm font-medium text-muted">{label}</p>
      <NoScriptGet params={search}>
        <button
          type="submit"
          aria-expanded="false"
          aria-controls={bodyId}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          className={`${opener} mt-1`}
        >
          Show content: {warning}
        </button>
      </NoScriptGet>
      <div id={bodyId} hidden />
    </div>
  );
}
