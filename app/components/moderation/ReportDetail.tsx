// The detail panel: a pending report offers Take Report, a reviewing one the four actions, each
// with its fixed default reason. Each is a form posted to the dashboard's action, so it works
// before the JavaScript loads. Focus moves to the panel's heading after selecting or acting, so
// the new state is read out; a refusal is said in the panel and takes focus there.
import { useState, type ReactNode, type RefObject } from "react";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useActionForm } from "~/components/forms/useActionForm";
import { FormSummary } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { excerpt, humanise } from "~/lib/format";
import { formatDateTime, REPORT_ACTIONS, REPORT_HEADING_ID } from "~/lib/moderation";
import { IMAGE_TEXTS, MODERATION_TEXTS } from "~/lib/texts";
import type { ReportListItem } from "~/models/report.server";
import { PriorityBadge, StatusBadge } from "./Badges";
import { Button, type ButtonVariant } from "~/components/ui/Button";
import { panelClass } from "~/components/ui/Card";

type Props = {
  report: ReportListItem | null;
  headingRef: RefObject<HTMLHeadingElement>;
  onChange: (report: ReportListItem) => void;
};

export function ReportDetail({ report, headingRef, onChange }: Props) {
  return (
    <section
      aria-labelledby={REPORT_HEADING_ID}
      // Scrollable on wide screens; once a report is resolved it holds no control, so the region
      // itself takes focus for keyboard scrolling (axe scrollable-region-focusable).
      tabIndex={0}
      className={panelClass({ className: "lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto" })}
      data-testid="report-detail"
    >
      <h2 id={REPORT_HEADING_ID} ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {report ? `Report #${report.id}` : "Report details"}
      </h2>
      {!report ? (
        <p className="mt-3">{MODERATION_TEXTS.selectReport}</p>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusBadge status={report.status} />
            <PriorityBadge priority={report.priority} />
          </div>
          {/* Keyed by report: one report's refusal is never shown on another. */}
          <ReportActions key={report.id} report={report} onChange={onChange} />
          <dl className="mt-4 grid gap-3">
            <Field label="Reason">{humanise(report.reason)}</Field>
            <Field label="Description">{report.description ?? MODERATION_TEXTS.noDetails}</Field>
            <Field label="Content type">{`${humanise(report.contentType)} #${report.contentId}`}</Field>
            <Field label="Priority">{humanise(report.priority)}</Field>
            <Field label="Created">
              <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </Field>
            <Field label="Reported member">{report.reportedUserName ?? "Unknown"}</Field>
            <Field label="Reported by">{report.reporterName ?? "Unknown"}</Field>
            {report.resolution ? <Field label="Resolution">{humanise(report.resolution)}</Field> : null}
            {report.resolvedAt ? (
              <Field label="Resolved">
                <time dateTime={report.resolvedAt}>{formatDateTime(report.resolvedAt)}</time>
              </Field>
            ) : null}
            {report.moderatorNotes ? <Field label="Moderator notes">{report.moderatorNotes}</Field> : null}
          </dl>
          <ContentPreview report={report} />
        </>
      )}
    </section>
  );
}

type Acted = { report: ReportListItem };
type Resolution = (typeof REPORT_ACTIONS)[number]["actionType"];

/** Take Report or the four actions, and what refused the last one pressed. */
function ReportActions({ report, onChange }: { report: ReportListItem; onChange: (report: ReportListItem) => void }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [last, setLast] = useState<"take-report" | "resolve-report" | null>(null);
  const [pressed, setPressed] = useState<Resolution | null>(null);
  // A refusal (taken or resolved by a colleague meanwhile): the panel and counters catch up. The
  // report may have left the filtered list, so the address names it and the loader reads it afresh;
  // a change of search params only leaves focus where it is.
  const onFailure = () => {
    const params = new URLSearchParams(location.search);
    params.set("report", String(report.id));
    navigate(`${location.pathname}?${params}`, { replace: true, preventScrollReset: true });
  };
  const take = useActionForm<Acted>({
    intent: "take-report",
    onSuccess: ({ report: taken }) => {
      toast({ title: "Report taken", description: `Report #${taken.id} is now under review.` });
      onChange(taken);
    },
    focusAfterSuccess: () => REPORT_HEADING_ID,
    onFailure,
  });
  const resolve = useActionForm<Acted>({
    intent: "resolve-report",
    onSuccess: ({ report: done }) => {
      // The notes are the action's fixed default reason.
      toast({ title: `Report ${done.status}`, description: `Report #${done.id}: ${done.moderatorNotes ?? ""}.` });
      onChange(done);
    },
    focusAfterSuccess: () => REPORT_HEADING_ID,
    onFailure,
  });
  // Only the last form's refusal is said; before script there is no "last", and a refused plain
  // post shows its own form's error.
  const refused = (form: typeof take, intent: typeof last) =>
    form.formError && (last === null || last === intent)
      ? `${MODERATION_TEXTS.actionFailedTitle}. ${form.formError} ${MODERATION_TEXTS.actionFailed}`
      : null;

  return (
    <div className="mt-4 flex flex-col gap-3">
      <FormSummary summaryRef={take.summaryRef}>{refused(take, "take-report")}</FormSummary>
      <FormSummary summaryRef={resolve.summaryRef}>{refused(resolve, "resolve-report")}</FormSummary>
      {report.status === "pending" ? (
        <form
          {...take.formProps}
          onSubmit={(event) => {
            setLast("take-report");
            take.formProps.onSubmit(event);
          }}
        >
          <input {...take.intentProps} />
          <input type="hidden" name="reportId" value={report.id} />
          <Button type="submit" busy={take.busy} busyLabel="Taking the report…" className="w-full">
            {take.busy ? "Taking..." : MODERATION_TEXTS.takeReport}
          </Button>
        </form>
      ) : report.status === "reviewing" ? (
        <form
          {...resolve.formProps}
          onSubmit={(event) => {
            if (resolve.busy) return event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            const chosen = REPORT_ACTIONS.find((action) => action.actionType === submitter?.getAttribute("value"));
            setPressed(chosen?.actionType ?? null);
            setLast("resolve-report");
            resolve.formProps.onSubmit(event);
          }}
        >
          <input {...resolve.intentProps} />
          <input type="hidden" name="reportId" value={report.id} />
          <ReviewActions report={report} busy={resolve.busy ? pressed : null} />
        </form>
      ) : (
        <p className="text-sm text-muted">This report is closed.</p>
      )}
    </div>
  );
}

/** Dismissing is the quiet choice, a warning the mild one, and removing or suspending the severe ones. */
const ACTION_LOOK: Record<Resolution, ButtonVariant> = {
  no_action: "secondary",
  warning_issued: "primary",
  content_removed: "danger",
  user_suspended: "danger",
};

/** The four submit buttons: the pressed one's value is the resolution. */
function ReviewActions({ report, busy }: { report: ReportListItem; busy: Resolution | null }) {
  const actions = REPORT_ACTIONS.filter(
    (action) => !(action.actionType === "content_removed" && report.contentType === "user"),
  );
  return (
    <div role="group" aria-label="Moderation actions" className="grid gap-2 sm:grid-cols-2">
      {actions.map((action) => (
        <Button
          key={action.actionType}
          type="submit"
          name="resolution"
          value={action.actionType}
          busy={busy === action.actionType}
          aria-disabled={busy !== null || undefined}
          variant={ACTION_LOOK[action.actionType]}
        >
          {busy === action.actionType ? "Working..." : action.label}
        </Button>
      ))}
      {report.contentType === "user" ? (
        <p className="text-sm text-muted sm:col-span-2">A profile cannot be removed. Suspend the member instead.</p>
      ) : null}
    </div>
  );
}

function ContentPreview({ report }: { report: ReportListItem }) {
  return (
    <figure className="mt-4 rounded border border-line bg-canvas p-3">
      <figcaption className="text-sm font-medium">
        Reported {report.contentType}
        {report.contentAuthor ? ` by ${report.contentAuthor}` : ""}
      </figcaption>
      {report.contentGroup !== null ? (
        <p className="mt-1 text-sm font-medium" data-testid="report-group">
          Posted in the support group {report.contentGroup}
        </p>
      ) : null}
      {report.contentThreadPost !== null ? (
        <p className="mt-1 text-sm">
          In the thread of <q>{report.contentThreadPost}</q>
          {report.contentInReplyTo !== null ? (
            <>
              , answering: <q className="text-muted">{excerpt(report.contentInReplyTo, 120)}</q>
            </>
          ) : null}
        </p>
      ) : null}
      {report.contentText === null ? (
        <p className="mt-1 text-sm text-muted">This item no longer exists.</p>
      ) : (
        <blockquote className="mt-1 whitespace-pre-line break-words">{report.contentText || "(no text)"}</blockquote>
      )}
      {report.contentText !== null && report.contentMedia.length > 0 ? (
        // The images as reported, each with its description written out: a moderator judges both.
        <ul className="mt-2 flex flex-wrap gap-3" aria-label={`Images (${report.contentMedia.length})`}>
          {report.contentMedia.map((image) => (
            <li key={image.id} className="flex max-w-60 flex-col gap-1">
              <img
                src={image.stillUrl ?? image.url}
                alt={image.alt ?? IMAGE_TEXTS.undescribedAlt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="h-auto max-h-48 w-auto max-w-full rounded border border-line object-contain"
              />
              <p className="text-sm break-words">
                {image.alt ? (
                  <>
                    <span className="font-medium">Description:</span> {image.alt}
                  </>
                ) : (
                  <span className="font-medium">{IMAGE_TEXTS.noDescription}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {report.contentPostId !== null && report.contentText !== null ? (
        <p className="mt-1 text-sm">
          <Link
            to={`/posts/${report.contentPostId}${report.contentType === "comment" ? `#reply-${report.contentId}` : ""}`}
            className="underline"
          >
            Open the {report.contentType === "comment" ? "reply in its thread" : "post"}
          </Link>
        </p>
      ) : null}
      {report.contentRemovedAt ? (
        <p className="mt-1 text-sm font-medium">Removed {formatDateTime(report.contentRemovedAt)}; kept for appeal.</p>
      ) : null}
    </figure>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
