// Follow or Unfollow: a form posted to the member's profile page, so it works before the
// JavaScript loads. The button says what it does next once the answer comes; the answer's
// follower count goes to the page through onChange, and the page does not reload under it.
import { useEffect, useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { useToast } from "~/components/ui/Toast";
import { Button } from "~/components/ui/Button";

export type FollowResult = { following: boolean; followers: number };

export function FollowButton({
  userId,
  name,
  initiallyFollowing,
  onChange,
}: {
  userId: number;
  name: string;
  initiallyFollowing: boolean;
  onChange?: (result: FollowResult) => void;
}) {
  const [following, setFollowing] = useState(initiallyFollowing);
  const { toast } = useToast();
  // Follows the page's data when it reloads for something else.
  useEffect(() => setFollowing(initiallyFollowing), [initiallyFollowing]);
  const form = useActionForm<FollowResult>({
    intent: following ? "unfollow" : "follow",
    action: `/profile/${userId}`,
    onSuccess: (result) => {
      setFollowing(result.following);
      onChange?.(result);
      toast({ title: result.following ? `You are following ${name}` : `You unfollowed ${name}` });
    },
    failureToast: (failure) => ({
      title: "Error",
      description: failure.formError ?? "Failed to update follow. Please try again.",
      variant: "destructive",
    }),
  });

  return (
    <form {...form.formProps} className="contents">
      <input {...form.intentProps} />
      {/* Busy, not disabled: a disabled button drops focus to <body>. */}
      <Button
        id={`follow-${userId}`}
        type="submit"
        busy={form.busy}
        busyLabel={following ? `Unfollowing ${name}…` : `Following ${name}…`}
      >
        {following ? "Unfollow" : "Follow"}
      </Button>
    </form>
  );
}
