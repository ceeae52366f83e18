// The Support tab: every support request, open accessibility barriers first, then open, answered
// and closed ones, the longest waiting on top. Each card has a reply (emailed to the requester),
// an internal note (moderators only) and Close or Reopen, each a form posted to the dashboard's
// action, so they work before the JavaScript loads. After each, focus goes to what it made.
import { useActionForm } from "~/components/forms/useActionForm";
import { LoadMore } from "~/components/lists/LoadMore";
import { useCursorList, type CursorPage } from "~/components/lists/useCursorList";
import { Button } from "~/components/ui/Button";
import { cardClass, EmptyState } from "~/components/ui/Card";
import { Field, FormSummary, Textarea } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { formatDateTime } from "~/lib/moderation";
import {
  SUPPORT_NOTE_MAX,
  SUPPORT_REPLY_MAX,
  SUPPORT_TOPIC_LABELS,
  supportEntryId,
  supportRequestId,
} from "~/lib/support";
import { SUPPORT_TEXTS } from "~/lib/texts/support";
import type { SupportQueueItem } from "~/models/support-request.server";
import { PriorityBadge, StatusBadge } from "./Badges";

export const SUPPORT_LIST_ID = "support-requests";

export function SupportQueue({ page, loading }: { page: CursorPage<SupportQueueItem>; loading: boolean }) {
  const list = useCursorList(page, "/api/support-requests");
  if (loading) return <p role="status">{SUPPORT_TEXTS.loading}</p>;
  if (list.items.length === 0) return <EmptyState title={SUPPORT_TEXTS.empty} />;
  return (
    <>
      <ul id={SUPPORT_LIST_ID} aria-label="Support requests" className="flex flex-col gap-4">
        {list.items.map((request) => (
          <li key={request.id}>
            <SupportCard request={request} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} label="Load More Requests" failedText={SUPPORT_TEXTS.loadMoreFailed} />
    </>
  );
}

function SupportCard({ request }: { request: SupportQueueItem }) {
  const headingId = supportRequestId(request.id);
  const barrier = request.highPriority && request.status !== "closed";
  return (
    <article
      aria-labelledby={headingId}
      className={cardClass({ className: `flex flex-col gap-3 ${barrier ? "border-l-8 border-l-danger" : ""}`.trim() })}
      data-testid="support-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} tabIndex={-1} className="font-semibold">
          {`${SUPPORT_TOPIC_LABELS[request.topic]} #${request.id}`}
        </h3>
        <StatusBadge status={request.status} />
        {request.highPriority ? <PriorityBadge priority="high" /> : null}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-medium">{SUPPORT_TEXTS.from}</dt>
        <dd className="break-words">
          {request.requesterName ?? SUPPORT_TEXTS.visitor}
          {request.replyTo ? ` (${request.replyTo})` : ""}
        </dd>
        <dt className="font-medium">Sent</dt>
        <dd>
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </dd>
        {request.pageUrl ? (
          <>
            <dt className="font-medium">{SUPPORT_TEXTS.page}</dt>
            {/* Text, not a link: the address is whatever the requester typed. */}
            <dd className="break-all">{request.pageUrl}</dd>
          </>
        ) : null}
      </dl>
      <p className="whitespace-pre-wrap break-words">{request.message}</p>
      {request.entries.length ? (
        <ol aria-label={`Replies and notes on request ${request.id}`} className="flex flex-col gap-2">
          {request.entries.map((entry) => (
            <li
              key={entry.id}
              id={supportEntryId(entry.id)}
              tabIndex={-1}
              className={`border-l-4 pl-3 ${entry.kind === "note" ? "border-dashed border-line" : "border-accent"}`}
            >
              <p className="text-sm font-semibold">
                {entry.kind === "note" ? SUPPORT_TEXTS.internalNote : SUPPORT_TEXTS.reply}
                {entry.authorName ? `, ${entry.authorName}` : ""}
                {", "}
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
              <p className="whitespace-pre-wrap break-words">{entry.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {request.status === "closed" ? null : <ReplyForm requestId={request.id} />}
      <NoteForm requestId={request.id} />
      <StatusForm requestId={request.id} status={request.status} />
    </article>
  );
}

function ReplyForm({ requestId }: { requestId: number }) {
  const { toast } = useToast();
  const form = useActionForm<{ entryId: number }>({
    intent: "support-reply",
    onSuccess: (_, element) => {
      element?.reset();
      toast({ title: SUPPORT_TEXTS.replied });
    },
    focusAfterSuccess: (result) => supportEntryId(result.entryId),
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-2">
      <input {...form.intentProps} />
      <input type="hidden" name="requestId" value={requestId} />
      <Field
        id={`support-reply-${requestId}`}
        label={SUPPORT_TEXTS.replyLabel}
        hint={SUPPORT_TEXTS.replyHint}
        error={form.fieldErrors.message}
      >
        <Textarea name="message" rows={3} maxLength={SUPPORT_REPLY_MAX} defaultValue={form.values.message} />
      </Field>
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <div>
        <Button type="submit" busy={form.busy} busyLabel="Sending…">
          {SUPPORT_TEXTS.sendReply}
          <span className="sr-only">{` to request ${requestId}`}</span>
        </Button>
      </div>
    </form>
  );
}

function NoteForm({ requestId }: { requestId: number }) {
  const { toast } = useToast();
  const form = useActionForm<{ entryId: number }>({
    intent: "support-note",
    onSuccess: (_, element) => {
      element?.reset();
      toast({ title: SUPPORT_TEXTS.noted });
    },
    focusAfterSuccess: (result) => supportEntryId(result.entryId),
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-2">
      <input {...form.intentProps} />
      <input type="hidden" name="requestId" value={requestId} />
      <Field
        id={`support-note-${requestId}`}
        label={SUPPORT_TEXTS.noteLabel}
        hint={SUPPORT_TEXTS.noteHint}
        error={form.fieldErrors.note}
      >
        <Textarea name="note" rows={2} maxLength={SUPPORT_NOTE_MAX} defaultValue={form.values.note} />
      </Field>
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <div>
        <Button type="submit" variant="secondary" busy={form.busy} busyLabel="Saving…">
          {SUPPORT_TEXTS.addNote}
          <span className="sr-only">{` to request ${requestId}`}</span>
        </Button>
      </div>
    </form>
  );
}

function StatusForm({ requestId, status }: { requestId: number; status: SupportQueueItem["status"] }) {
  const { toast } = useToast();
  const closing = status !== "closed";
  const form = useActionForm<{ requestId: number; status: string }>({
    intent: "support-status",
    onSuccess: (result) => toast({ title: result.status === "closed" ? SUPPORT_TEXTS.closed : SUPPORT_TEXTS.reopened }),
    focusAfterSuccess: (result) => supportRequestId(result.requestId),
  });
  return (
    <form {...form.formProps}>
      <input {...form.intentProps} />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="status" value={closing ? "closed" : "open"} />
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <Button type="submit" variant="secondary" busy={form.busy} busyLabel="Saving…">
        {closing ? SUPPORT_TEXTS.close : SUPPORT_TEXTS.reopen}
        <span className="sr-only">{` ${requestId}`}</span>
      </Button>
    </form>
  );
}
