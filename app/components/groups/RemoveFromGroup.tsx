// A group moderator's "Remove from group" under each discussion on the group's page (issue 25).
// The removal is recorded as a moderation action naming the group; the list reloads without it
// and focus goes to the Discussions heading.
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";

export function RemoveFromGroup({ postId, title }: { postId: number; title: string }) {
  const { toast } = useToast();
  const form = useActionForm({
    intent: "remove-from-group",
    onSuccess: () => toast({ title: "Post removed from the group" }),
    focusAfterSuccess: () => "discussions-heading",
    failureToast: (failure) => ({
      title: "Could not remove the post",
      description: failure.formError ?? "Please try again.",
      variant: "destructive",
    }),
  });
  return (
    <form {...form.formProps} className="mt-2">
      <input {...form.intentProps} />
      <input type="hidden" name="postId" value={postId} />
      <Button type="submit" size="sm" variant="danger-outline" busy={form.busy}>
        Remove from group<span className="sr-only"> {title}</span>
      </Button>
    </form>
  );
}
