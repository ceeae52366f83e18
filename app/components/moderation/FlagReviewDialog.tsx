// Review: the flagged content itself, then resolve the flag or turn it into a report. Its form
// posts to the dashboard's action; without JavaScript the page shows the review in place at
// ?tab=flags&dialog=review-flag&flag=<id>. A refusal is said in the dialog and takes focus there.
import { Link } from "@remix-run/react";
import { useState } from "react";
import { PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { FormSummary } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { humanise } from "~/lib/format";
import { confidencePercent, FLAG_DIALOG, formatDateTime } from "~/lib/moderation";
import { MODERATION_TEXTS } from "~/lib/texts";
import type { FlagListItem } from "~/models/content-flag.server";

type Outcome = { report: { id: number } | null };

export function FlagReviewDialog({
  flag,
  open = true,
  onClose,
  onResolved,
}: {
  flag: FlagListItem;
  /** False while only the no-script fallback asks for it. */
  open?: boolean;
  onClose: () => void;
  /** The flag left the list: its Review button, the dialog's opener, is gone. */
  onResolved: () => void;
}) {
  const { toast } = useToast();
  const [reporting, setReporting] = useState(false);
  const what = `${humanise(flag.flagType).toLowerCase()} flag on ${flag.contentType} #${flag.contentId}`;
  const form = useActionForm<Outcome>({
    intent: "resolve-flag",
    // Closing hands focus back to the Review button; once its card has gone, the list takes it.
    onSuccess: (outcome) => {
      toast(
        outcome.report
          ? { title: "Report created", description: `The ${what} is now report #${outcome.report.id} in the queue.` }
          : { title: "Flag resolved", description: `The ${what} is resolved.` },
      );
      onResolved();
      onClose();
    },
  });

  return (
    <PageDialog name={FLAG_DIALOG} open={open} onClose={onClose} title={<>Review {what}</>}>
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
      <form
        {...form.formProps}
        onSubmit={(event) => {
          if (form.busy) return event.preventDefault();
          setReporting((event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "true");
          form.formProps.onSubmit(event);
        }}
        className="mt-4 flex flex-col gap-4"
      >
        <input {...form.intentProps} />
        <input type="hidden" name="flagId" value={flag.id} />
        <FormSummary summaryRef={form.summaryRef}>
          {form.formError ? `${form.formError} ${MODERATION_TEXTS.actionFailed}` : null}
        </FormSummary>
        <div className="cluster mt-2 flex flex-wrap justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button
            type="submit"
            name="createReport"
            value="false"
            busy={form.busy && !reporting}
            busyLabel="Resolving the flag…"
            aria-disabled={form.busy || undefined}
            variant="secondary"
          >
            {form.busy && !reporting ? "Resolving..." : "Resolve Flag"}
          </Button>
          <Button
            type="submit"
            name="createReport"
            value="true"
            busy={form.busy && reporting}
            busyLabel="Creating the report…"
            aria-disabled={form.busy || undefined}
            disabled={flag.contentText === null}
            variant="danger"
          >
            {form.busy && reporting ? "Creating..." : "Create Report"}
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
