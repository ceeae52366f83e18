// Join, Request to Join, Leave or Cancel Request for one group, on its card and its page. A plain
// form post without JavaScript, to the page's own action; the same answer as
// /api/groups/:id/{join,leave}. A member removed by a group moderator is told so, with no button.
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";
import type { Membership } from "~/lib/groups";
import { GROUP_TEXTS } from "~/lib/texts";

type MembershipResult = { membership: Membership; memberCount: number };
type Group = { id: number; name: string; isPrivate: boolean };

export function MembershipControl({
  group,
  membership: initial,
  action,
  onChange,
}: {
  group: Group;
  membership: Membership;
  /** The page whose action answers the form (the list or the group's own page). */
  action: string;
  onChange?: (result: MembershipResult) => void;
}) {
  const [membership, setMembership] = useState<Membership>(initial);
  const { toast } = useToast();
  const buttonId = `group-action-${group.id}`;
  const leaving = membership !== null;
  const form = useActionForm<MembershipResult>({
    intent: leaving ? "leave-group" : "join-group",
    action,
    onSuccess: (result) => {
      const title =
        result.membership === "member"
          ? `You joined ${group.name}`
          : result.membership === "pending"
            ? `Request sent to ${group.name}`
            : leaving && membership === "pending"
              ? `Request withdrawn`
              : `You left ${group.name}`;
      setMembership(result.membership);
      onChange?.(result);
      toast({
        title,
        description: result.membership === "pending" ? "A group moderator will review your request." : undefined,
      });
    },
    // The same button, now saying what it does next.
    focusAfterSuccess: () => buttonId,
    failureToast: () => ({ title: "Error", description: GROUP_TEXTS.joinFailed, variant: "destructive" }),
  });

  if (membership === "removed")
    return (
      <p className="text-sm font-medium" data-testid="membership">
        {GROUP_TEXTS.removed}
      </p>
    );
  const label =
    membership === "member"
      ? GROUP_TEXTS.leave
      : membership === "pending"
        ? GROUP_TEXTS.cancelRequest
        : group.isPrivate
          ? GROUP_TEXTS.requestToJoin
          : GROUP_TEXTS.join;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {membership ? (
        <p className="text-sm font-medium" data-testid="membership">
          {membership === "member" ? "You are a member" : "Request pending"}
        </p>
      ) : null}
      <form {...form.formProps}>
        <input {...form.intentProps} />
        <input type="hidden" name="groupId" value={group.id} />
        <Button id={buttonId} type="submit" variant={membership === null ? "primary" : "secondary"} busy={form.busy}>
          {label}
          <span className="sr-only"> {group.name}</span>
        </Button>
      </form>
    </div>
  );
}
