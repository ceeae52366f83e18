// Who may do what in a support group (issue 25), for the API and the group page alike. Every
// group permission check goes through auth.server's canModerateGroup.
import { can, canModerateGroup, getCurrentUser, requireUser, VISITOR_ID, type CurrentUser } from "./auth.server";
import type { Db } from "~/models/db.server";
import { jsonError } from "./http";
import { enforceRateLimit } from "./rate-limit.server";
import { MAX_PINNED_POSTS, type GroupEventInput } from "~/lib/groups";
import { cancelGroupEvent, createGroupEvent, updateGroupEvent } from "~/models/event.server";
import { contentInGroup, getGroup, seesContent, setPostPinned, type GroupDetail } from "~/models/group-page.server";
import { createModerationAction } from "~/models/moderation-action.server";

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

/** The group, and the signed-in member who moderates it (its group moderator, or a site moderator). */
async function groupModeratorAccess(db: Db, request: Request, groupId: number) {
  const user = await requireUser(db, request);
  const access = await groupAndViewer(db, request, groupId);
  if (!access.canModerate) throw jsonError(403, "Only this group's moderators can do that.");
  return { ...access, user };
}

export async function requireGroupModerator(db: Db, request: Request, groupId: number): Promise<CurrentUser> {
  return (await groupModeratorAccess(db, request, groupId)).user;
}

/** A group moderator pins a discussion above the newest, or unpins it. */
export async function pinInGroup(
  db: Db,
  request: Request,
  { groupId, postId, pinned }: { groupId: number; postId: number; pinned: boolean },
) {
  await requireGroupModerator(db, request, groupId);
  const result = await setPostPinned(db, { groupId, postId, pinned });
  if (result === "not-found") throw jsonError(404, `No post ${postId} in group ${groupId}.`);
  if (result === "full")
    throw jsonError(409, `A group can pin up to ${MAX_PINNED_POSTS} discussions. Unpin one first.`);
  return { groupId, postId, pinned };
}

/** A group moderator cancels one of the group's upcoming events; its registrants are told. */
export async function cancelEventInGroup(
  db: Db,
  request: Request,
  { groupId, eventId }: { groupId: number; eventId: number },
) {
  const moderator = await requireGroupModerator(db, request, groupId);
  if (!(await cancelGroupEvent(db, { groupId, eventId, moderatorId: moderator.id })))
    throw jsonError(404, `No upcoming event ${eventId} in group ${groupId}.`);
  return { groupId, eventId, cancelled: true };
}

/** A group moderator changes one of the group's upcoming events; registrants hear of a new name, time or place. */
export async function updateEventInGroup(
  db: Db,
  request: Request,
  { groupId, eventId, input }: { groupId: number; eventId: number; input: GroupEventInput },
) {
  const moderator = await requireGroupModerator(db, request, groupId);
  const updated = await updateGroupEvent(db, { groupId, eventId, moderatorId: moderator.id, input });
  if (!updated) throw jsonError(404, `No upcoming event ${eventId} in group ${groupId}.`);
  return updated;
}

/** A group moderator's event, organised in the group's name. */
export async function createEventInGroup(db: Db, request: Request, groupId: number, input: GroupEventInput) {
  const { user, group } = await groupModeratorAccess(db, request, groupId);
  await enforceRateLimit(db, { userId: user.id, action: "groupEvent" });
  return createGroupEvent(db, { groupId, organizer: group.name, input });
}

/** The signed-in member who belongs to this group, to post in it. */
export async function requireGroupMember(db: Db, request: Request, groupId: number): Promise<CurrentUser> {
  const user = await requireUser(db, request);
  const { group } = await groupAndViewer(db, request, groupId);
  if (group.membership !== "member") throw jsonError(403, "Only members of this group can post in it.");
  return user;
}

/**
 * A group moderator removes a post or reply in their group: recorded as a moderation action
 * naming the group, with the same effect as a site moderator's removal.
 */
export async function removeFromGroup(
  db: Db,
  request: Request,
  {
    groupId,
    contentType,
    contentId,
    reason,
  }: { groupId: number; contentType: "post" | "comment"; contentId: number; reason?: string },
) {
  const moderator = await requireGroupModerator(db, request, groupId);
  if (!(await contentInGroup(db, { groupId, contentType, contentId })))
    throw jsonError(404, `No ${contentType === "post" ? "post" : "reply"} ${contentId} in group ${groupId}.`);
  const { group } = await groupAndViewer(db, request, groupId);
  const result = await createModerationAction(db, {
    moderatorId: moderator.id,
    groupId,
    input: {
      actionType: "content_removed",
      reason: reason ?? `Removed from ${group.name} by a group moderator.`,
      contentType,
      contentId,
    },
  });
  if ("error" in result) throw jsonError(404, "That content no longer exists.");
  return { groupId, contentType, contentId, removed: true };
}
