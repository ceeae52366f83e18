// A support group card: its name links to the group's page; private groups show "Request to Join",
// public ones "Join Group"; members can leave and requests can be withdrawn.
import { useState } from "react";
import { Link } from "@remix-run/react";
import { plural, relativeTime } from "~/lib/format";
import { GROUP_CATEGORY_LABELS } from "~/lib/groups";
import type { GroupListItem } from "~/models/group.server";
import { Icon } from "~/components/icons";
import { cardClass } from "~/components/ui/Card";
import { MembershipControl } from "./MembershipControl";

export function GroupCard({ group, now }: { group: GroupListItem; now: number }) {
  const [memberCount, setMemberCount] = useState(group.memberCount);
  const headingId = `group-${group.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cardClass({ className: "flex h-full flex-col gap-2" })}
      data-testid="group-card"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        <Link to={`/support-groups/${group.id}`} className="underline-offset-2 hover:underline">
          {group.name}
        </Link>
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
      <div className="mt-auto pt-2">
        <MembershipControl
          group={group}
          membership={group.membership}
          action="/support-groups"
          onChange={(result) => setMemberCount(result.memberCount)}
        />
      </div>
    </article>
  );
}
