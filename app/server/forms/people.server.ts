// Follow and Unfollow on a member's profile page: the same command as
// POST/DELETE /api/users/:id/follow, so the button works as a plain form post.
import { formSuccess } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { followMember } from "../commands/people.server";

export function followForms(call: Call, { userId }: { userId: number }) {
  const change = (intent: "follow" | "unfollow") => async () => {
    const result = await perform(followMember, call, { userId, follow: intent === "follow" });
    return formSuccess(call.request, intent, result, { hash: `follow-${userId}` });
  };
  return { follow: change("follow"), unfollow: change("unfollow") };
}
