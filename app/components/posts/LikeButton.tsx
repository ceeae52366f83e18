// A like fills the heart and shows +1 at once, and cannot be undone. It is a form posted to the
// post's page, so it works before the JavaScript loads (docs/features/conversations.md).
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { plural } from "~/lib/format";
import { POST_TEXTS } from "~/lib/texts";
import { Icon } from "~/components/icons";

export function LikeButton({
  postId,
  commentId,
  likes,
  likedByMe,
  label,
}: {
  postId: number;
  /** A reply's like: the reply, on its post's page. */
  commentId?: number;
  likes: number;
  likedByMe: boolean;
  label: string;
}) {
  const [liked, setLiked] = useState(likedByMe);
  const [count, setCount] = useState(likes);
  const form = useActionForm({
    intent: commentId ? "like-reply" : "like",
    action: `/posts/${postId}`,
    onFailure: () => {
      setLiked(false);
      setCount((n) => n - 1);
    },
    failureToast: () => ({ title: "Error", description: POST_TEXTS.likeFailed, variant: "destructive" }),
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (liked) return event.preventDefault();
    setLiked(true);
    setCount((n) => n + 1);
    form.formProps.onSubmit(event);
  };

  return (
    <form {...form.formProps} onSubmit={onSubmit} className="contents">
      <input {...form.intentProps} />
      {commentId ? <input type="hidden" name="commentId" value={commentId} /> : null}
      <button
        type="submit"
        id={commentId ? `like-reply-${commentId}` : `like-post-${postId}`}
        aria-pressed={liked}
        aria-disabled={liked}
        aria-label={`${liked ? "Liked" : "Like"} ${label}, ${plural(count, "like")}`}
        className="inline-flex min-h-8 items-center gap-1 rounded px-2 text-sm hover:bg-raised aria-pressed:text-danger"
      >
        <Icon size={18} fill={liked ? "currentColor" : "none"}>
          <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
        </Icon>
        <span data-testid="like-count">{count}</span>
      </button>
    </form>
  );
}
