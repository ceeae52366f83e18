import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
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
    <Button onClick={() => void toggle()} disabled={busy}>
      {following ? "Unfollow" : "Follow"}
    </Button>
  );
}
