// A post's replies (decision 022): each an article with its author, time, text, like, Reply, Report
// and, for its author, Edit and Delete. One level of nesting, drawn as a list inside the reply.
import { Link } from "@remix-run/react";
import { useId } from "react";
import { Avatar } from "~/components/Avatar";
import { lazyDormant, lazyNamed } from "~/components/lazyNamed";
import { DialogOpener } from "~/components/forms/DialogOpener";
import { useEarcon } from "~/components/accessibility/useEarcon";
import { useActionForm, type FormFailure } from "~/components/forms/useActionForm";
import { ReportButton } from "~/components/report/ReportButton";
import { ReadAloud } from "~/components/accessibility/ReadAloud";
import { Button } from "~/components/ui/Button";
import { Field, FormSummary, Input } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { relativeTime, utcDate } from "~/lib/format";
import { POST_LIMITS } from "~/lib/posts";
import type { PresentedComment } from "~/server/conversation.server";
import { ContentWarning } from "./ContentWarning";
import { PostImages } from "./PostImages";
import { LikeButton } from "./LikeButton";
import { MentionTextarea } from "./MentionTextarea";
import { useComposerImages } from "./useComposerImages";
import { MemberMenu } from "~/components/filters/MemberSafety";

// Image code loads with the first focus or pointer in the form: until then the server's
// image input stays as drawn (disabled), and a composer's first load is only its handle.
const ComposerImages = lazyDormant(() => import("./ComposerImages"), "ComposerImages");

// Only a group's moderators see it: loaded for them alone.
const RemoveFromGroup = lazyNamed(() => import("~/components/groups/RemoveFromGroup"), "RemoveFromGroup");

export type ReplyView = PresentedComment & { replies?: PresentedComment[] };
/** What a reply's buttons open: the page holds one dialog of each kind. */
export type ReplyAction = { kind: "reply-to" | "edit-reply" | "delete-reply"; reply: PresentedComment };

const quiet = "inline-flex min-h-8 items-center rounded px-2 text-sm underline hover:bg-raised";

export const replyElementId = (id: number) => `reply-${id}`;

export function ReplyItem({
  reply,
  now,
  viewerId,
  level,
  alwaysExpand,
  accept,
  onAction,
  removeFromGroup,
}: {
  reply: PresentedComment;
  now: number;
  viewerId: number;
  /** 3 for a reply to the post, 4 for a reply to a reply: the heading level. */
  level: 3 | 4;
  alwaysExpand: boolean;
  /** On a question, for its asker: the accept (or un-accept) button's state. */
  accept?: { accepted: boolean; postId: number };
  onAction: (action: ReplyAction) => void;
  /** In a support group, for its moderators: the group's id, for "Remove from group". */
  removeFromGroup?: number;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  const headingId = `reply-heading-${reply.id}`;
  const name = reply.author.displayName;
  if (reply.deletedAt)
    return (
      <article id={replyElementId(reply.id)} tabIndex={-1} aria-labelledby={headingId} className="py-3">
        <Heading id={headingId} className="text-muted italic">
          This reply was deleted
        </Heading>
      </article>
    );
  const mine = reply.author.id === viewerId;
  const label = `reply by ${name}`;
  return (
    <article
      id={replyElementId(reply.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="py-3"
      data-testid="reply"
    >
      <header className="flex items-center gap-3">
        <Avatar userId={reply.author.id} name={name} avatar={reply.author.avatar} size="small" />
        <div className="min-w-0">
          <Heading id={headingId} className="font-semibold">
            <Link to={`/profile/${reply.author.id}`} className="underline-offset-2 hover:underline">
              {name}
            </Link>
            <span className="sr-only"> replied</span>
          </Heading>
          <p className="text-sm text-muted">
            <time dateTime={reply.createdAt} title={utcDate(reply.createdAt, "long")}>
              {relativeTime(reply.createdAt, now)}
            </time>
            {reply.editedAt ? " · edited" : ""}
            {reply.removedAt ? " · removed by a moderator" : ""}
          </p>
        </div>
      </header>
      <div className="mt-2">
        <ContentWarning warning={reply.contentWarning} filteredBy={reply.filteredBy} alwaysExpand={alwaysExpand}>
          <div
            id={`reply-body-${reply.id}`}
            className="post-body"
            dangerouslySetInnerHTML={{ __html: reply.contentHtml }}
          />
          <PostImages media={reply.media} edit={mine ? { postId: reply.postId } : undefined} />
        </ContentWarning>
      </div>
      <footer className="mt-2 flex flex-wrap items-center gap-1">
        <LikeButton
          postId={reply.postId}
          commentId={reply.id}
          likes={reply.likes}
          likedByMe={reply.likedByMe}
          label={label}
        />
        {viewerId ? (
          <DialogOpener
            name="reply-to"
            params={{ to: reply.id }}
            onOpen={() => onAction({ kind: "reply-to", reply })}
            className={quiet}
          >
            Reply<span className="sr-only"> to {name}</span>
          </DialogOpener>
        ) : null}
        <ReadAloud targetId={`reply-body-${reply.id}`} label={label} />
        {accept ? <AcceptButton postId={accept.postId} reply={reply} accepted={accept.accepted} /> : null}
        {mine ? (
          <>
            <DialogOpener
              name="edit-reply"
              params={{ to: reply.id }}
              onOpen={() => onAction({ kind: "edit-reply", reply })}
              className={quiet}
            >
              Edit<span className="sr-only"> your reply</span>
            </DialogOpener>
            <DialogOpener
              name="delete-reply"
              params={{ to: reply.id }}
              onOpen={() => onAction({ kind: "delete-reply", reply })}
              className={quiet}
            >
              Delete<span className="sr-only"> your reply</span>
            </DialogOpener>
          </>
        ) : (
          <ReportButton target={{ contentType: "comment", contentId: reply.id, label }} className="ml-auto" />
        )}
        {viewerId && !mine ? <MemberMenu userId={reply.author.id} name={name} label={label} /> : null}
        {removeFromGroup && !reply.removedAt ? (
          <RemoveFromGroup
            groupId={removeFromGroup}
            contentType="comment"
            contentId={reply.id}
            title={label}
            focusId="replies-heading"
          />
        ) : null}
      </footer>
    </article>
  );
}

/** The asker's "Accept answer" (or "Unaccept") on a reply to their question: a plain form post. */
function AcceptButton({ postId, reply, accepted }: { postId: number; reply: PresentedComment; accepted: boolean }) {
  const form = useActionForm({
    intent: "accept-answer",
    action: `/posts/${postId}`,
    focusAfterSuccess: ({ commentId }) => (commentId ? "accepted-answer" : replyElementId(reply.id)),
  });
  return (
    <form {...form.formProps} className="contents">
      <input {...form.intentProps} />
      <input type="hidden" name="commentId" value={accepted ? "" : String(reply.id)} />
      <button type="submit" className={quiet} aria-busy={form.busy || undefined}>
        {accepted ? "Unaccept answer" : "Accept answer"}
        <span className="sr-only"> from {reply.author.displayName}</span>
      </button>
    </form>
  );
}

export function replyFailureToast(failure: FormFailure) {
  const description = failure.formError;
  return description && !Object.keys(failure.fieldErrors).length
    ? { title: "Error", description, variant: "destructive" as const }
    : null;
}

/**
 * The reply form: a new reply to the post, a reply to a reply (`parentId`), or an edit of one's
 * own reply (`editing`). The page's action answers it, with or without script.
 */
export function ReplyForm({
  postId,
  parentId,
  editing,
  heading,
  onDone,
  onCancel,
}: {
  postId: number;
  parentId?: number;
  editing?: PresentedComment;
  heading?: string;
  onDone?: (reply: PresentedComment) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const intent = editing ? "edit-reply" : "reply";
  const earcon = useEarcon();
  const images = useComposerImages();
  const form = useActionForm<{ reply: PresentedComment }>({
    intent,
    action: `/posts/${postId}`,
    failureToast: replyFailureToast,
    onSuccess: ({ reply }, element) => {
      toast({ title: editing ? "Reply updated" : "Reply posted" });
      if (!editing) earcon("sent");
      if (!editing) element?.reset();
      if (!editing) images.reset();
      onDone?.(reply);
    },
    focusAfterSuccess: ({ reply }) => replyElementId(reply.id),
  });
  return (
    <form
      {...form.formProps}
      onSubmit={images.guard(form.formProps.onSubmit)}
      onFocus={ComposerImages.wake}
      onPointerEnter={ComposerImages.wake}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      className="flex flex-col gap-3"
    >
      {heading ? (
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {heading}
        </h2>
      ) : null}
      <input {...form.intentProps} />
      {parentId ? <input type="hidden" name="parentId" value={parentId} /> : null}
      {editing ? <input type="hidden" name="commentId" value={editing.id} /> : null}
      <Field
        label={editing ? "Your reply" : "Reply"}
        id={`${id}-content`}
        hint="You can use Markdown: *emphasis*, [links](https://example.org), lists and > quotes. Type @ and a username to mention someone."
        error={form.fieldErrors.content}
      >
        <MentionTextarea
          name="content"
          rows={4}
          maxLength={POST_LIMITS.content}
          defaultValue={form.values.content ?? editing?.content}
          postId={postId}
        />
      </Field>
      {/* An edit keeps the reply's images as they are; their descriptions are edited on them. */}
      {editing ? null : <ComposerImages handle={images.handle} fieldErrors={form.fieldErrors} />}
      <Field
        label="Content warning (optional)"
        id={`${id}-warning`}
        hint="For example: mental health, medical detail. The reply is collapsed behind it."
        error={form.fieldErrors.contentWarning}
      >
        <Input
          name="contentWarning"
          maxLength={POST_LIMITS.contentWarning}
          defaultValue={form.values.contentWarning ?? editing?.contentWarning ?? ""}
        />
      </Field>
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button onClick={onCancel} variant="secondary">
            Cancel
          </Button>
        ) : null}
        <Button type="submit" busy={form.busy} busyLabel={editing ? "Saving..." : "Posting..."}>
          {form.busy ? (editing ? "Saving..." : "Posting...") : editing ? "Save reply" : "Post reply"}
        </Button>
      </div>
    </form>
  );
}

/** Delete one's own reply, after a confirmation. */
export { quiet as quietActionClass };
