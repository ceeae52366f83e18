// The Report button on posts, replies, messages and profiles. Without JavaScript it is a link to
// /report; with it, it opens the report dialog, whose code loads on first use (it starts
// loading when the button is pointed at or focused), so pages that list many posts stay light.
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/components/forms/DialogOpener";
import { lazyNamed } from "~/components/lazyNamed";
import type { CreateReportInput } from "~/lib/reports";

export type ReportTarget = Pick<CreateReportInput, "contentType" | "contentId"> & { label: string };
type Target = ReportTarget;

const ReportDialog = lazyNamed(() => import("./ReportDialog"), "ReportDialog");

/** The no-script page for reporting `target`, coming back to `returnTo`. */
export function reportHref(target: Target, returnTo: string) {
  const search = new URLSearchParams({
    contentType: target.contentType,
    contentId: String(target.contentId),
    label: target.label,
    returnTo,
  });
  return `/report?${search}`;
}

export function ReportButton({ target, className = "" }: { target: Target; className?: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const look = `min-h-8 rounded px-2 text-sm text-muted underline hover:bg-raised ${className}`;
  if (!hydrated)
    return (
      <a href={reportHref(target, `${pathname}${search}`)} className={`inline-flex items-center ${look}`}>
        Report<span className="sr-only"> {target.label}</span>
      </a>
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void ReportDialog.preload()}
        onFocus={() => void ReportDialog.preload()}
        className={look}
      >
        Report<span className="sr-only"> {target.label}</span>
      </button>
      {open ? <ReportDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
