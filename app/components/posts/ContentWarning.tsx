// A content warning: the body is collapsed behind "Show content: <warning>", a real
// button with aria-expanded. Before the page has hydrated the same button asks the server for the
// page with warnings open (`?warnings=show`, a GET form), so it works without script and hydrating
// redraws nothing. A reader's own keyword filter collapses an item the same way, naming the
// matched phrase (`filteredBy`), outside any content warning of the author's; the member's
// "always expand" preference opens only the author's warnings, not their own filters.
import { useSearchParams } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import { NoScriptGet, useHydrated } from "~/components/forms/DialogOpener";
import { FILTER_TEXTS } from "~/lib/texts/filters";

// The warning is the member's own words: it may break anywhere rather than widen the page.
const opener = "member-text inline-flex min-h-10 items-center rounded border border-line bg-raised px-3 font-medium";

type CollapseTexts = { label: string; show: string; hide: string; param: "warnings" | "filtered" };

function Collapse({
  texts,
  alwaysExpand,
  children,
}: {
  texts: CollapseTexts;
  alwaysExpand: boolean;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(alwaysExpand || params.get(texts.param) === "show");
  const hydrated = useHydrated();
  const bodyId = useId();
  if (open)
    return (
      <div>
        <p className="text-sm font-medium text-muted">{texts.label}</p>
        {hydrated && !alwaysExpand ? (
          <button
            type="button"
            aria-expanded="true"
            aria-controls={bodyId}
            onClick={() => setOpen(false)}
            className={`${opener} mt-1`}
          >
            {texts.hide}
          </button>
        ) : null}
        <div id={bodyId} className="mt-2">
          {children}
        </div>
      </div>
    );
  const search = new URLSearchParams(params);
  search.set(texts.param, "show");
  return (
    <div>
      <p className="text-sm font-medium text-muted">{texts.label}</p>
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
          {texts.show}
        </button>
      </NoScriptGet>
      <div id={bodyId} hidden />
    </div>
  );
}

export function ContentWarning({
  warning,
  filteredBy = null,
  alwaysExpand = false,
  children,
}: {
  warning: string | null;
  /** The phrase of the reader's own keyword filter that matched, if one did. */
  filteredBy?: string | null;
  /** The member's "Always expand content warnings" preference. */
  alwaysExpand?: boolean;
  children: ReactNode;
}) {
  const inner = warning ? (
    <Collapse
      texts={{
        label: `Content warning: ${warning}`,
        show: `Show content: ${warning}`,
        hide: `Hide content: ${warning}`,
        param: "warnings",
      }}
      alwaysExpand={alwaysExpand}
    >
      {children}
    </Collapse>
  ) : (
    <>{children}</>
  );
  if (!filteredBy) return inner;
  return (
    <Collapse
      texts={{
        label: FILTER_TEXTS.filteredLabel(filteredBy),
        show: FILTER_TEXTS.showFiltered(filteredBy),
        hide: FILTER_TEXTS.hideFiltered(filteredBy),
        param: "filtered",
      }}
      alwaysExpand={false}
    >
      {inner}
    </Collapse>
  );
}
