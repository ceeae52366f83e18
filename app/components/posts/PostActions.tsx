// The post page's own actions (issue 23): Share copies the link and says so; the author edits or
// deletes the post in a dialog (a page section without script).
import { useState } from "react";
import { DialogOpener, PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Field, FormSummary, Input } from "~/components/ui/Field";
import { MentionTextarea } from "./MentionTextarea";
import { useToast } from "~/components/ui/Toast";
import { POST_LIMITS, TYPES_WITH_TITLE } from "~/lib/posts";
import type { PresentedPost } from "~/lib/server/conversation.server";
import { quietActionClass } from "./Replies";

export function PostActions({ post, title, mine }: { post: PresentedPost; title: string; mine: boolean }) {
  const { toast } = useToast();
  const [open, setOpen] = useState<"edit-post" | "delete-post" | null>(null);
  const share = async () => {
    const link = `${window.location.origin}/posts/${post.id}`;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Link copied", description: `The link to “${title}” is ready to paste.` });
    } catch {
      toast({ title: "Error", description: `Could not copy the link. It is ${link}`, variant: "destructive" });
    }
  };
  return (
    <>
      <button type="button" onClick={() => void share()} className={quietActionClass}>
        Share<span className="sr-only"> {title} (copies the link)</span>
      </button>
      {mine ? (
        <>
          <DialogOpener name="edit-post" onOpen={() => setOpen("edit-post")} className={quietActionClass}>
            Edit<span className="sr-only"> your post</span>
          </DialogOpener>
          <DialogOpener name="delete-post" onOpen={() => setOpen("delete-post")} className={quietActionClass}>
            Delete<span className="sr-only"> your post</span>
          </DialogOpener>
          <PageDialog
            name="edit-post"
            open={open === "edit-post"}
            onClose={() => setOpen(null)}
            title="Edit your post"
            size="lg"
          >
            <EditPostForm post={post} onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
          </PageDialog>
          <PageDialog
            name="delete-post"
            open={open === "delete-post"}
            onClose={() => setOpen(null)}
            title="Delete your post?"
          >
            <DeletePostForm post={post} onCancel={() => setOpen(null)} />
          </PageDialog>
        </>
      ) : null}
    </>
  );
}

function EditPostForm({ post, onDone, onCancel }: { post: PresentedPost; onDone: () => void; onCancel: () => void }) {
  const { toast } = useToast();
  const form = useActionForm({
    intent: "edit-post",
    onSuccess: () => {
      toast({ title: "Post updated" });
      onDone();
    },
    focusAfterSuccess: () => "page-title",
  });
  const hasTitle = (TYPES_WITH_TITLE as readonly string[]).includes(post.type);
  return (
    <form {...form.formProps} className="mt-4 flex flex-col gap-3">
      <input {...form.intentProps} />
      {hasTitle ? (
        <Field label={post.type === "blog" ? "Title (required)" : "Title (optional)"} error={form.fieldErrors.title}>
          <Input name="title" maxLength={POST_LIMITS.title} defaultValue={form.values.title ?? post.title ?? ""} />
        </Field>
      ) : null}
      <Field
        label="Text"
        hint="You can use Markdown: *emphasis*, links, lists, > quotes and # headings."
        error={form.fieldErrors.content}
      >
        <MentionTextarea
          postId={post.id}
          name="content"
          rows={8}
          maxLength={POST_LIMITS.content}
          defaultValue={form.values.content ?? post.content}
        />
      </Field>
      <Field label="Content warning (optional)" error={form.fieldErrors.contentWarning}>
        <Input
          name="contentWarning"
          maxLength={POST_LIMITS.contentWarning}
          defaultValue={form.values.contentWarning ?? post.contentWarning ?? ""}
        />
      </Field>
      <Field label="Tags (optional)" hint="Separate tags with commas" error={form.fieldErrors.tags}>
        <Input name="tags" defaultValue={form.values.tags ?? post.tags.join(", ")} />
      </Field>
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel} variant="secondary">
          Cancel
        </Button>
        <Button type="submit" busy={form.busy} busyLabel="Saving...">
          {form.busy ? "Saving..." : "Save post"}
        </Button>
      </div>
    </form>
  );
}

function DeletePostForm({ post, onCancel }: { post: PresentedPost; onCancel: () => void }) {
  const { toast } = useToast();
  const form = useActionForm<{ listPath: string }>({
    intent: "delete-post",
    onSuccess: ({ listPath }) => {
      toast({ title: "Post deleted" });
      window.location.assign(listPath);
    },
  });
  return (
    <form {...form.formProps} className="mt-4 flex flex-col gap-3">
      <input {...form.intentProps} />
      <p>
        {post.commentsCount > 0
          ? "Your post will be taken away from every list. Its replies stay on this page, under “This post was deleted”."
          : "Your post will be taken away for good."}
      </p>
      <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel} variant="secondary">
          Keep it
        </Button>
        <Button type="submit" variant="danger" busy={form.busy} busyLabel="Deleting...">
          {form.busy ? "Deleting..." : "Delete post"}
        </Button>
      </div>
    </form>
  );
}
