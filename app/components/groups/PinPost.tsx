// A group moderator's "Pin to top" or "Unpin" under a discussion. Pinned discussions
// sit above the newest, at most MAX_PINNED_POSTS; focus returns to the Discussions heading.
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";

export function PinPost({ postId, title, pinned }: { postId: number; title: string; pinned: boolean }) {
  const { toast } = useToast();
  const intent = pinned ? "unpin-post" : "pin-post";
  const form = useActionForm({
    intent,
    onSuccess: () => toast({ title: pinned ? "Discussion unpinned" : "Discussion pinned" }),
    focusAfterSuccess: () => "discussions-heading",
    failureToast: (failure) => ({
      title: pinned ? "Could not unpin the discussion" : "Could not pin the discussion",
      description: failure.formError ?? "Please try again.",
      variant: "destructive",
    }),
  });
  return (
    <form {...form.formProps}>
      <input {...form.intentProps} />
      <input type="hidden" name="postId" value={postId} />
      <Button type="submit" size="sm" variant="secondary" busy={form.busy}>
        {pinned ? "Unpin" : "Pin to top"}
        <span className="sr-only"> {title}</span>
      </Button>
    </form>
  );
}
