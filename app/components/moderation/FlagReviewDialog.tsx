// Review: the flagged content itself, then resolve the flag or turn it into a report.
import { Link } from "@remix-run/react";
import { Dialog } from "~/components/ui/Dialog";
import { apiRequest } from "~/lib/api-client";
import { humanise } from "~/lib/format";
import { confidencePercent, formatDateTime } from "~/lib/moderation";
import type { FlagListItem } from "~/models/content-flag.server";
import { useModerate } from "./useModerate";
import { Button } from "~/components/ui/Button";

type Outcome = { report: { id: number } | null };
function isOutcome(value: unknown): value is Outcome {
  return typeof value === "object" && value !== null && "flag" in value && "report" in value;
}

export function FlagReviewDialog({
  flag,
  onClose,
  onResolved,
}: {
  flag: FlagListItem;
  onClose: () => void;
  /** The flag left the list: its Review button, the dialog's opener, is gone. */
  onResolved: () => void;
}) {
  const { run, busy } = useModerate();
  const what = `${humanise(flag.flagType).toLowerCase()} flag on ${flag.contentType} #${flag.contentId}`;

  const resolve = async (createReport: boolean) => {
    const done = await run(
      createReport ? "report" : "resolve",
      async () => {
        const body: unknown = await (
          await apiRequest("PUT", `/api/content-flags/${flag.id}`, { isResolved: true, createReport })
        )?.json();
        if (!isOutcome(body)) throw new Error("Unexpected response");
        return body;
      },
      (outcome) =>
        outcome.report
          ? { title: "Report created", description: `The ${what} is now report #${outcome.report.id} in the queue.` }
          : { title: "Flag resolved", description: `The ${what} is resolved.` },
    );
    if (done) {
      onResolved();
      onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} title={<>Review {what}</>}>
      <p className="mt-2 text-sm text-muted">
        Flagged {formatDateTime(flag.createdAt)} · Confidence: {confidencePercent(flag.confidence)}%
      </p>
      <figure className="mt-4 rounded border border-line bg-surface p-3">
        <figcaption className="text-sm font-medium">
          Flagged {flag.contentType}
          {flag.contentAuthor ? ` by ${flag.contentAuthor}` : ""}
        </figcaption>
        {flag.contentText === null ? (
          <p className="mt-1 text-sm text-muted">This item no longer exists.</p>
        ) : (
          <blockquote className="mt-1 whitespace-pre-line break-words">{flag.contentText || "(no text)"}</blockquote>
        )}
        {flag.contentRemovedAt ? (
          <p className="mt-1 text-sm font-medium">Already removed {formatDateTime(flag.contentRemovedAt)}.</p>
        ) : null}
        {flag.contentType === "user" ? (
          <Link to={`/profile/${flag.contentId}`} className="mt-2 inline-block text-accent underline">
            Open the profile
          </Link>
        ) : null}
      </figure>
      <div className="cluster mt-6 flex flex-wrap justify-end gap-2">
        <Button onClick={onClose} variant="secondary">
          Cancel
        </Button>
        <Button onClick={() => void resolve(false)} disabled={busy !== null} variant="secondary">
          {busy === "resolve" ? "Resolving..." : "Resolve Flag"}
        </Button>
        <Button
          onClick={() => void resolve(true)}
          disabled={busy !== null || flag.contentText === null}
          variant="danger"
        >
          {busy === "report" ? "Creating..." : "Create Report"}
        </Button>
      </div>
    </Dialog>
  );
}
