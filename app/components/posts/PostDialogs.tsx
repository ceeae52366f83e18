// The post author's Edit and Delete dialogs, loaded when first opened (or asked for
// by ?dialog= without script): most visits never open them, so their forms and the dialog stay
// out of the page's first load.
import { PageDialog } from "~/components/forms/PageDialog";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Field, FormSummary, Input } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { POST_LIMITS, TYPES_WITH_TITLE } from "~/lib/posts";
import type { PresentedPost } from "~/server/conversation.server";
import { MentionTextarea } from "./MentionTextarea";

export type PostDialog = "edit-post" | "delete-post";

export function PostDialogs({
  post,
  open,
  onClose,
}: {
  post: PresentedPost;
  open: PostDialog | null;
  onClose: () => void;
}) {
  return (
    <>
      <PageDialog name="edit-post" open={open === "edit-post"} onClose={onClose} title="Edit your post" size="lg">
        <EditPostForm post={post} onDone={onClose} onCancel={onClose} />
      </PageDialog>
      <PageDialog name="delete-post" open={open === "delete-post"} onClose={onClose} title="Delete your post?">
        <DeletePostForm post={post} onCancel={onClose} />
      </PageDialog>
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
