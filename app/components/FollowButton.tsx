import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "~/components/ui/Toast";
import { apiRequest } from "~/lib/api-client";
import { Button } from "~/components/ui/Button";

/** Follow or unfollow at once, undone if the server refuses; the page's counts then reload. */
export function FollowButton({
  userId,
  name,
  initiallyFollowing,
}: {
  userId: number;
  name: string;
  initiallyFollowing: boolean;
}) {
  const [following, setFollowing] = useState(initiallyFollowing);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const revalidator = useRevalidator();
  // Follows the page's data after a revalidation. The button stays mounted (no remount by key), so
  // focus stays on it (issue 21).
  useEffect(() => setFollowing(initiallyFollowing), [initiallyFollowing]);

  const toggle = async () => {
    const next = !following;
    setBusy(true);
    setFollowing(next);
    try {
      await apiRequest(next ? "POST" : "DELETE", `/api/users/${userId}/follow`);
      toast({ title: next ? `You are following ${name}` : `You unfollowed ${name}` });
      revalidator.revalidate();
    } catch {
      setFollowing(!next);
      toast({ title: "Error", description: "Failed to update follow. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    // busy, not disabled: a disabled button drops focus to <body> (issue 21).
    <Button onClick={() => void toggle()} busy={busy}>
      {following ? "Unfollow" : "Follow"}
    </Button>
  );
}
