// Spec doc 1, section 4: a like fills the heart and shows +1 at once, and cannot be undone.
import { useState } from "react";
import { useToast } from "~/components/ui/Toast";
import { apiRequest } from "~/lib/api-client";
import { plural } from "~/lib/format";
import { POST_TEXTS } from "~/lib/texts";
import { Icon } from "~/components/icons";

export function LikeButton({
  postId,
  likes,
  likedByMe,
  label,
  path = `/api/posts/${postId}/like`,
}: {
  postId: number;
  likes: number;
  likedByMe: boolean;
  label: string;
  /** A reply's like goes to /api/comments/:id/like. */
  path?: string;
}) {
  const [liked, setLiked] = useState(likedByMe);
  const [count, setCount] = useState(likes);
  const { toast } = useToast();

  const like = async () => {
    if (liked) return;
    setLiked(true);
    setCount((n) => n + 1);
    try {
      await apiRequest("POST", path);
    } catch {
      setLiked(false);
      setCount((n) => n - 1);
      toast({ title: "Error", description: POST_TEXTS.likeFailed, variant: "destructive" });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void like()}
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
  );
}
