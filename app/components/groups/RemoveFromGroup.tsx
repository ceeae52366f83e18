// A group moderator's "Remove from group" under a discussion on the group's page, and under each
// reply on a group post's page. The removal is recorded as a moderation action naming
// the group; the page reloads without it and focus goes to the list's heading.
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";

type Props = {
  groupId: number;
  contentType: "post" | "comment";
  contentId: number;
  /** What the button removes, for a screen reader: a post's title, "reply by Sam". */
  title: string;
  /** The heading focused after the removal. */
  focusId: string;
};

export function RemoveFromGroup({ groupId, contentType, contentId, title, focusId }: Props) {
  const { toast } = useToast();
  const what = contentType === "post" ? "post" : "reply";
  const form = useActionForm({
    intent: "remove-from-group",
    action: `/support-groups/${groupId}`,
    onSuccess: () => toast({ title: `The ${what} was removed from the group` }),
    focusAfterSuccess: () => focusId,
    failureToast: (failure) => ({
      title: `Could not remove the ${what}`,
      description: failure.formError ?? "Please try again.",
      variant: "destructive",
    }),
  });
  return (
    <form {...form.formProps}>
      <input {...form.intentProps} />
      <input type="hidden" name="contentType" value={contentType} />
      <input type="hidden" name="contentId" value={contentId} />
      <Button type="submit" size="sm" variant="danger-outline" busy={form.busy}>
        Remove from group<span className="sr-only"> {title}</span>
      </Button>
    </form>
  );
}
