// A post page's reply dialogs: reply to a reply, edit or delete one's own. Loaded when
// first opened (or asked for by ?dialog= without script): most visits never open them.
import { PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { FormSummary } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import type { PresentedComment } from "~/server/conversation.server";
import { replyFailureToast, ReplyForm, type ReplyAction } from "./Replies";

type Deleted = { commentId: number; result: "placeholder" | "deleted" };

export function ReplyDialogs({
  postId,
  action,
  current,
  onClose,
  onAdded,
  onEdited,
  onDeleted,
}: {
  postId: number;
  action: ReplyAction["kind"] | null;
  /** The reply the open dialog is about. */
  current: PresentedComment | null;
  onClose: () => void;
  onAdded: (reply: PresentedComment) => void;
  onEdited: (reply: PresentedComment) => void;
  onDeleted: (result: Deleted) => void;
}) {
  return (
    <>
      <PageDialog
        name="reply-to"
        open={action === "reply-to"}
        onClose={onClose}
        title={current ? `Reply to ${current.author.displayName}` : "Reply"}
        size="lg"
      >
        {current ? (
          <ReplyForm
            postId={postId}
            parentId={current.id}
            onDone={(reply) => {
              onAdded(reply);
              onClose();
            }}
            onCancel={onClose}
          />
        ) : null}
      </PageDialog>
      <PageDialog name="edit-reply" open={action === "edit-reply"} onClose={onClose} title="Edit your reply" size="lg">
        {current ? (
          <ReplyForm
            postId={postId}
            editing={current}
            onDone={(reply) => {
              onEdited(reply);
              onClose();
            }}
            onCancel={onClose}
          />
        ) : null}
      </PageDialog>
      <PageDialog name="delete-reply" open={action === "delete-reply"} onClose={onClose} title="Delete your reply?">
        {current ? (
          <DeleteReplyForm
            postId={postId}
            reply={current}
            onDone={(result) => {
              onDeleted(result);
              onClose();
            }}
            onCancel={onClose}
          />
        ) : null}
      </PageDialog>
    </>
  );
}

export function DeleteReplyForm({
  postId,
  reply,
  onDone,
  onCancel,
}: {
  postId: number;
  reply: PresentedComment;
  onDone: (result: { commentId: number; result: "placeholder" | "deleted" }) => void;
  onCancel?: () => void;
}) {
  const { toast } = useToast();
  const form = useActionForm<{ commentId: number; result: "placeholder" | "deleted" }>({
    intent: "delete-reply",
    action: `/posts/${postId}`,
    failureToast: replyFailureToast,
    onSuccess: (result) => {
      toast({ title: "Reply deleted" });
      onDone(result);
    },
    focusAfterSuccess: () => "replies-heading",
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-3">
      <input {...form.intentProps} />
      <input type="hidden" name="commentId" value={reply.id} />
      <p>
        {reply.repliesCount > 0
          ? "Your words will be taken away. The replies to it stay, under “This reply was deleted”."
          : "Your reply will be taken away for good."}
      </p>
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button onClick={onCancel} variant="secondary">
            Keep it
          </Button>
        ) : null}
        <Button type="submit" variant="danger" busy={form.busy} busyLabel="Deleting...">
          {form.busy ? "Deleting..." : "Delete reply"}
        </Button>
      </div>
    </form>
  );
}
