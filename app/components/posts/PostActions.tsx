// The post page's own actions: Share copies the link and says so; the author edits or
// deletes the post in a dialog (a page section without script).
import { useRef, useState } from "react";
import { DialogOpener, useDialogParam } from "~/components/forms/DialogOpener";
import { lazyNamed } from "~/components/lazyNamed";
import { useToast } from "~/components/ui/Toast";
import type { PresentedPost } from "~/server/conversation.server";
import type { PostDialog } from "./PostDialogs";
import { quietActionClass } from "./Replies";

const PostDialogs = lazyNamed(() => import("./PostDialogs"), "PostDialogs");

export function PostActions({ post, title, mine }: { post: PresentedPost; title: string; mine: boolean }) {
  const { toast } = useToast();
  const [open, setOpen] = useState<PostDialog | null>(null);
  // Loaded once first wanted, then kept, so a closing dialog can hand focus back to its opener.
  const wanted = useRef(false);
  const requested = [useDialogParam("edit-post"), useDialogParam("delete-post")].some(Boolean);
  if (open || requested) wanted.current = true;
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
          {wanted.current ? <PostDialogs post={post} open={open} onClose={() => setOpen(null)} /> : null}
        </>
      ) : null}
    </>
  );
}
