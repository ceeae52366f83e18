// A support group card (spec doc 1, 2.8): private groups show "Request to Join", public
// ones "Join Group"; members can leave and requests can be withdrawn.
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";
import { plural, relativeTime } from "~/lib/format";
import { GROUP_CATEGORY_LABELS, type Membership } from "~/lib/groups";
import { GROUP_TEXTS } from "~/lib/texts";
import type { GroupListItem } from "~/models/group.server";
import { Icon } from "~/components/icons";
import { cardClass } from "~/components/ui/Card";

type MembershipResult = { membership: Membership; memberCount: number };

export function GroupCard({ group, now }: { group: GroupListItem; now: number }) {
  const [membership, setMembership] = useState<Membership>(group.membership);
  const [memberCount, setMemberCount] = useState(group.memberCount);
  const { toast } = useToast();
  const headingId = `group-${group.id}`;
  const buttonId = `group-action-${group.id}`;
  const leaving = membership !== null;
  // A plain post to /support-groups without JavaScript; the same answer as /api/groups/:id/{join,leave}.
  const form = useActionForm<MembershipResult>({
    intent: leaving ? "leave-group" : "join-group",
    action: "/support-groups",
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
      setMemberCount(result.memberCount);
      toast({
        title,
        description: result.membership === "pending" ? "A group moderator will review your request." : undefined,
      });
    },
    // The same button, now saying what it does next.
    focusAfterSuccess: () => buttonId,
    failureToast: () => ({ title: "Error", description: GROUP_TEXTS.joinFailed, variant: "destructive" }),
  });

  const label =
    membership === "member"
      ? GROUP_TEXTS.leave
      : membership === "pending"
        ? GROUP_TEXTS.cancelRequest
        : group.isPrivate
          ? GROUP_TEXTS.requestToJoin
          : GROUP_TEXTS.join;
  const primary = membership === null;

  return (
    <article
      aria-labelledby={headingId}
      className={cardClass({ className: "flex h-full flex-col gap-2" })}
      data-testid="group-card"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {group.name}
      </h2>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        <span>{GROUP_CATEGORY_LABELS[group.category]}</span>
        <span className="inline-flex items-center gap-1" data-testid="group-privacy">
          <Icon size={14}>
            {group.isPrivate ? (
              <path d="M7 11V7a5 5 0 0 1 10 0v4M5 11h14v10H5z" />
            ) : (
              <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18" />
            )}
          </Icon>
          {group.isPrivate ? "Private group" : "Public group"}
        </span>
      </p>
      <p>{group.description}</p>
      <p className="text-sm">
        <span data-testid="member-count">{plural(memberCount, "member")}</span>
        <span className="text-muted"> · Active {relativeTime(group.recentActivity, now).toLowerCase()}</span>
      </p>
      <details className="text-sm">
        <summary className="inline-flex min-h-8 cursor-pointer items-center underline">Group guidelines</summary>
        <p className="mt-1">{group.guidelines}</p>
      </details>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
        {membership ? (
          <p className="text-sm font-medium" data-testid="membership">
            {membership === "member" ? "You are a member" : "Request pending"}
          </p>
        ) : null}
        <form {...form.formProps}>
          <input {...form.intentProps} />
          <input type="hidden" name="groupId" value={group.id} />
          <Button id={buttonId} type="submit" variant={primary ? "primary" : "secondary"} busy={form.busy}>
            {label}
            <span className="sr-only"> {group.name}</span>
          </Button>
        </form>
      </div>
    </article>
  );
}
