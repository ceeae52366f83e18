// The Report button on posts, replies, messages and profiles. Without JavaScript it opens the
// /report page (a GET form); with it, the same button opens the report dialog, whose code loads
// on first use (it starts loading when the button is pointed at or focused), so pages that list
// many posts stay light.
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { NoScriptGet } from "~/components/forms/DialogOpener";
import { lazyNamed } from "~/components/lazyNamed";
import type { CreateReportInput } from "~/lib/reports";

export type ReportTarget = Pick<CreateReportInput, "contentType" | "contentId"> & { label: string };
type Target = ReportTarget;

const ReportDialog = lazyNamed(() => import("./ReportDialog"), "ReportDialog");

/** The no-script page's params for reporting `target`, coming back to `returnTo`. */
function reportParams(target: Target, returnTo: string) {
  return new URLSearchParams({
    contentType: target.contentType,
    contentId: String(target.contentId),
    label: target.label,
    returnTo,
  });
}

export function ReportButton({ target, className = "" }: { target: Target; className?: string }) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  return (
    <>
      {/* The same button before and after hydration, so hydrating redraws nothing (decision 032). */}
      <NoScriptGet action="/report" params={reportParams(target, `${pathname}${search}`)}>
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          onPointerEnter={() => void ReportDialog.preload()}
          onFocus={() => void ReportDialog.preload()}
          className={`min-h-8 rounded px-2 text-sm text-muted underline hover:bg-raised ${className}`}
        >
          Report<span className="sr-only"> {target.label}</span>
        </button>
      </NoScriptGet>
      {open ? <ReportDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
