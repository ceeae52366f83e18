// Who sees what of a support group (docs/features/trust.md), for the API and the group page alike.
// Its writes are commands (./commands/groups.server.ts); every group permission check goes through
// auth.server's canModerateGroup.
import { can, canModerateGroup, getCurrentUser, VISITOR_ID } from "./auth.server";
import type { Db } from "~/models/db.server";
import { jsonError } from "./http";
import { getGroup, seesContent, type GroupDetail } from "~/models/group-page.server";

/** The group and who is asking; 404 when there is no such group. */
export async function groupAndViewer(db: Db, request: Request, groupId: number) {
  const user = await getCurrentUser(db, request);
  const group = await getGroup(db, { groupId, viewerId: user?.id ?? VISITOR_ID });
  if (!group) throw jsonError(404, `Group ${groupId} not found.`);
  const moderator = can(user, "moderate:groups");
  return {
    user,
    group,
    moderator,
    seesContent: seesContent(group, moderator),
    canModerate: canModerateGroup(user, group.membership ? { status: group.membership, role: group.role } : null),
  };
}

/** Refuses, with 403, a viewer who may not see a private group's content. */
export function requireContentAccess(access: { seesContent: boolean; group: GroupDetail }) {
  if (!access.seesContent)
    throw jsonError(403, "Only members of this group can see its discussions, members and events.");
}
