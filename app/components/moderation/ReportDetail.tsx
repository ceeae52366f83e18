// The detail panel (spec doc 1, 2.11 and 4): a pending report offers Take Report, a
// reviewing one the four actions, each with its fixed default reason. Focus moves to the
// panel's heading after selecting or acting, so the new state is read out.
import type { ReactNode, RefObject } from "react";
import { Link } from "@remix-run/react";
import { apiRequest } from "~/lib/api-client";
import { excerpt, humanise } from "~/lib/format";
import { DEFAULT_ACTION_REASONS, formatDateTime, REPORT_ACTIONS } from "~/lib/moderation";
import { MODERATION_TEXTS } from "~/lib/texts";
import type { ReportListItem } from "~/models/report.server";
import { PriorityBadge, StatusBadge } from "./Badges";
import { useModerate } from "./useModerate";
import { Button, type ButtonVariant } from "~/components/ui/Button";
import { panelClass } from "~/components/ui/Card";

/** Our own API's report; checked loosely because the server built it from D1. */
function isReport(value: unknown): value is ReportListItem {
  return typeof value === "object" && value !== null && "id" in value && "status" in value && "reason" in value;
}
async function readReport(response: Response | null) {
  const body: unknown = await response?.json();
  if (!isReport(body)) throw new Error("Unexpected response");
  return body;
}

type Props = {
  report: ReportListItem | null;
  moderatorId: number;
  headingRef: RefObject<HTMLHeadingElement>;
  onChange: (report: ReportListItem) => void;
};

export function ReportDetail({ report, moderatorId, headingRef, onChange }: Props) {
  const { run, busy } = useModerate();
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  const take = async (current: ReportListItem) => {
    const updated = await run(
      "take",
      async () =>
        readReport(await apiRequest("PUT", `/api/reports/${current.id}/assign`, { reportId: current.id, moderatorId })),
      (taken) => ({ title: "Report taken", description: `Report #${taken.id} is now under review.` }),
    );
    if (updated) onChange(updated);
    focusHeading();
  };

  const act = async (current: ReportListItem, action: (typeof REPORT_ACTIONS)[number]) => {
    const updated = await run(
      action.actionType,
      async () =>
        readReport(
          await apiRequest("PUT", `/api/reports/${current.id}`, {
            status: action.status,
            resolution: action.actionType,
            moderatorNotes: DEFAULT_ACTION_REASONS[action.actionType],
          }),
        ),
      (done) => ({
        title: `Report ${done.status}`,
        description: `Report #${done.id}: ${DEFAULT_ACTION_REASONS[action.actionType]}.`,
      }),
    );
    if (updated) onChange(updated);
    focusHeading();
  };

  return (
    <section
      aria-labelledby="report-detail-heading"
      // Scrollable on wide screens; once a report is resolved it holds no control, so the region
      // itself takes focus for keyboard scrolling (axe scrollable-region-focusable).
      tabIndex={0}
      className={panelClass({ className: "lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto" })}
      data-testid="report-detail"
    >
      <h2 id="report-detail-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
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
          <div className="mt-4">
            {report.status === "pending" ? (
              <Button onClick={() => void take(report)} disabled={busy !== null} className="w-full">
                {busy === "take" ? "Taking..." : MODERATION_TEXTS.takeReport}
              </Button>
            ) : report.status === "reviewing" ? (
              <ReviewActions report={report} busy={busy} onAct={(action) => void act(report, action)} />
            ) : (
              <p className="text-sm text-muted">This report is closed.</p>
            )}
          </div>
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

/** Dismissing is the quiet choice, a warning the mild one, and removing or suspending the severe ones. */
const ACTION_LOOK: Record<(typeof REPORT_ACTIONS)[number]["actionType"], ButtonVariant> = {
  no_action: "secondary",
  warning_issued: "primary",
  content_removed: "danger",
  user_suspended: "danger",
};

function ReviewActions({
  report,
  busy,
  onAct,
}: {
  report: ReportListItem;
  busy: string | null;
  onAct: (action: (typeof REPORT_ACTIONS)[number]) => void;
}) {
  const actions = REPORT_ACTIONS.filter(
    (action) => !(action.actionType === "content_removed" && report.contentType === "user"),
  );
  return (
    <div role="group" aria-label="Moderation actions" className="grid gap-2 sm:grid-cols-2">
      {actions.map((action) => (
        <Button
          key={action.actionType}
          onClick={() => onAct(action)}
          disabled={busy !== null}
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
