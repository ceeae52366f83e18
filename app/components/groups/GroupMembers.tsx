// Who belongs to a group, in the order they joined, with their role; more arrive with
// Load More. Its moderators can remove a member from here.
import { Avatar } from "~/components/Avatar";
import { LoadMore } from "~/components/lists/LoadMore";
import { useCursorList } from "~/components/lists/useCursorList";
import { badgeClass, panelClass } from "~/components/ui/Card";
import type { GroupMember } from "~/models/group-page.server";
import { MemberAction } from "./MemberAction";

export function GroupMembers({
  groupId,
  first,
  viewerId,
  canModerate,
}: {
  groupId: number;
  first: { items: GroupMember[]; nextCursor: string | null };
  viewerId: number | null;
  canModerate: boolean;
}) {
  const list = useCursorList<GroupMember>(first, `/api/groups/${groupId}/members`);
  return (
    <section id="group-members" tabIndex={-1} aria-labelledby="members-heading" className={panelClass()}>
      <h2 id="members-heading" className="text-xl font-semibold">
        Members
      </h2>
      <ul className="mt-2 flex flex-col gap-2" data-testid="group-member-list">
        {list.items.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-3">
            <Avatar userId={member.userId} name={member.displayName} avatar={member.avatar} size="small" />
            <a href={`/profile/${member.userId}`} className="font-medium underline-offset-2 hover:underline">
              {member.displayName}
            </a>
            {member.role === "moderator" ? <span className={badgeClass("info")}>Group moderator</span> : null}
            {canModerate && member.userId !== viewerId ? (
              <MemberAction
                intent="remove-member"
                userId={member.userId}
                label="Remove"
                name={`${member.displayName} from the group`}
                section="group-members"
                variant="danger-outline"
              />
            ) : null}
          </li>
        ))}
      </ul>
      <LoadMore list={list} label="Load More Members" failedText="Failed to load more members. Please try again." />
    </section>
  );
}
