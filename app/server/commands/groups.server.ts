// Commands of a support group's moderators, and creating a group. Who moderates a
// group is checked here, in `prepare` (before any rate limit counts): its group moderators, or
// a site moderator (auth.server's canModerateGroup).
import type { z } from "zod";
import { MAX_PINNED_POSTS, type createGroupSchema, type GroupEventInput } from "~/lib/groups";
import type { Db } from "~/models/db.server";
import { cancelGroupEvent, createGroupEvent, updateGroupEvent } from "~/models/event.server";
import {
  answerJoinRequest,
  contentInGroup,
  createGroup,
  getGroup,
  readmitGroupMember,
  removeGroupMember,
  setPostPinned,
  updateGroup,
} from "~/models/group-page.server";
import { createModerationAction } from "~/models/moderation-action.server";
import { canModerateGroup, type CurrentUser } from "../auth.server";
import { PUBLIC_VIEW_PATHS as VIEWS } from "../edge-cache.server";
import { defineCommand, Refusal, type CommandContext } from "./command.server";

type InGroup = { groupId: number };

const groupTarget = ({ groupId }: InGroup) => ({
  kind: "group" as const,
  id: groupId,
  missing: `Group ${groupId} not found.`,
});
// An event of a private group is not found by those outside it.
const eventTarget = ({ eventId }: { eventId: number }) => ({
  kind: "event" as const,
  id: eventId,
  missing: `Event ${eventId} not found.`,
});

/** The group, if `actor` moderates it; a refusal otherwise. */
async function moderatedGroup(db: Db, actor: CurrentUser, groupId: number) {
  const group = await getGroup(db, { groupId, viewerId: actor.id });
  if (!group) throw new Refusal("not_found", `Group ${groupId} not found.`);
  const membership = group.membership ? { status: group.membership, role: group.role } : null;
  if (!canModerateGroup(actor, membership)) throw new Refusal("forbidden", "Only this group's moderators can do that.");
  return group;
}

const mustModerate = async ({ db, actor, input }: CommandContext<InGroup>) => {
  await moderatedGroup(db, actor, input.groupId);
};

export const createAGroup = defineCommand({
  name: "createGroup",
  policy: { who: "member", rateLimit: "group" },
  publicViews: () => VIEWS.groups,
  async run({ db, actor, input }: CommandContext<z.output<typeof createGroupSchema>>) {
    return createGroup(db, { userId: actor.id, input });
  },
});

export const answerAJoinRequest = defineCommand({
  name: "answerJoinRequest",
  policy: { who: "member", target: (input: InGroup & { userId: number; approve: boolean }) => groupTarget(input) },
  publicViews: ({ input: { groupId } }) => VIEWS.group(groupId),
  prepare: mustModerate,
  async run({ db, input: { groupId, userId, approve } }) {
    if (!(await answerJoinRequest(db, { groupId, userId, approve })))
      throw new Refusal("not_found", `No pending request from member ${userId} in group ${groupId}.`);
    return { groupId, userId, membership: approve ? ("member" as const) : null };
  },
});

export const removeAGroupMember = defineCommand({
  name: "removeGroupMember",
  policy: { who: "member", target: (input: InGroup & { userId: number }) => groupTarget(input) },
  publicViews: ({ input: { groupId } }) => VIEWS.group(groupId),
  async prepare(context) {
    await mustModerate(context);
    if (context.input.userId === context.actor.id)
      throw new Refusal("invalid", "Use Leave Group to leave a group yourself.");
  },
  async run({ db, input: { groupId, userId } }) {
    if (!(await removeGroupMember(db, { groupId, userId })))
      throw new Refusal("not_found", `Member ${userId} is not in group ${groupId}.`);
    return { groupId, userId, membership: "removed" as const };
  },
});

export const readmitAGroupMember = defineCommand({
  name: "readmitGroupMember",
  policy: { who: "member", target: (input: InGroup & { userId: number }) => groupTarget(input) },
  publicViews: ({ input: { groupId } }) => VIEWS.group(groupId),
  prepare: mustModerate,
  async run({ db, input: { groupId, userId } }) {
    if (!(await readmitGroupMember(db, { groupId, userId })))
      throw new Refusal("not_found", `Member ${userId} was not removed from group ${groupId}.`);
    return { groupId, userId, membership: null };
  },
});

type RemovalInput = InGroup & { contentType: "post" | "comment"; contentId: number; reason?: string };

/**
 * A group moderator removes a post or reply in their group: recorded as a moderation action
 * naming the group, with the same effect as a site moderator's removal. The target is the group,
 * not the content: its author blocking the moderator must not shield it.
 */
export const removeFromAGroup = defineCommand({
  name: "removeFromGroup",
  policy: { who: "member", target: (input: RemovalInput) => groupTarget(input) },
  publicViews: ({ input: { groupId, contentType, contentId } }) => [
    ...VIEWS.group(groupId),
    ...(contentType === "post" ? VIEWS.post(contentId) : VIEWS.conversations),
  ],
  prepare: mustModerate,
  async run({ db, actor, input: { groupId, contentType, contentId, reason } }) {
    const group = await moderatedGroup(db, actor, groupId);
    if (!(await contentInGroup(db, { groupId, contentType, contentId })))
      throw new Refusal(
        "not_found",
        `No ${contentType === "post" ? "post" : "reply"} ${contentId} in group ${groupId}.`,
      );
    const result = await createModerationAction(db, {
      moderatorId: actor.id,
      groupId,
      input: {
        actionType: "content_removed",
        reason: reason ?? `Removed from ${group.name} by a group moderator.`,
        contentType,
        contentId,
      },
    });
    if ("error" in result) throw new Refusal("not_found", "That content no longer exists.");
    return { groupId, contentType, contentId, removed: true };
  },
});

/** A group moderator pins a discussion above the newest, or unpins it. */
export const pinAGroupPost = defineCommand({
  name: "pinGroupPost",
  policy: { who: "member", target: (input: InGroup & { postId: number; pinned: boolean }) => groupTarget(input) },
  publicViews: ({ input: { groupId } }) => VIEWS.group(groupId),
  prepare: mustModerate,
  async run({ db, input: { groupId, postId, pinned } }) {
    const result = await setPostPinned(db, { groupId, postId, pinned });
    if (result === "not-found") throw new Refusal("not_found", `No post ${postId} in group ${groupId}.`);
    if (result === "full")
      throw new Refusal("invalid", `A group can pin up to ${MAX_PINNED_POSTS} discussions. Unpin one first.`, {
        status: 409,
      });
    return { groupId, postId, pinned };
  },
});

/** A group moderator's event, organised in the group's name. */
export const createAGroupEvent = defineCommand({
  name: "createGroupEvent",
  policy: {
    who: "member",
    target: (input: InGroup & { input: GroupEventInput }) => groupTarget(input),
    rateLimit: "groupEvent",
  },
  publicViews: ({ input: { groupId } }) => [...VIEWS.group(groupId), ...VIEWS.events],
  prepare: mustModerate,
  async run({ db, actor, input: { groupId, input } }) {
    const group = await moderatedGroup(db, actor, groupId);
    return createGroupEvent(db, { groupId, organizer: group.name, input });
  },
});

/** A group moderator changes one of the group's upcoming events; registrants hear of a new name, time or place. */
export const editAGroupEvent = defineCommand({
  name: "editGroupEvent",
  policy: {
    who: "member",
    target: (input: InGroup & { eventId: number; input: GroupEventInput }) => eventTarget(input),
  },
  publicViews: ({ input: { groupId } }) => [...VIEWS.group(groupId), ...VIEWS.events],
  prepare: mustModerate,
  async run({ db, actor, input: { groupId, eventId, input } }) {
    const updated = await updateGroupEvent(db, { groupId, eventId, moderatorId: actor.id, input });
    if (!updated) throw new Refusal("not_found", `No upcoming event ${eventId} in group ${groupId}.`);
    return updated;
  },
});

/** A group moderator cancels one of the group's upcoming events; its registrants are told. */
export const cancelAGroupEvent = defineCommand({
  name: "cancelGroupEvent",
  policy: { who: "member", target: (input: InGroup & { eventId: number }) => eventTarget(input) },
  publicViews: ({ input: { groupId } }) => [...VIEWS.group(groupId), ...VIEWS.events],
  prepare: mustModerate,
  async run({ db, actor, input: { groupId, eventId } }) {
    if (!(await cancelGroupEvent(db, { groupId, eventId, moderatorId: actor.id })))
      throw new Refusal("not_found", `No upcoming event ${eventId} in group ${groupId}.`);
    return { groupId, eventId, cancelled: true };
  },
});

/** A group moderator changes the group's description or guidelines; the answer is the group as they see it. */
export const updateAGroup = defineCommand({
  name: "updateGroup",
  policy: {
    who: "member",
    target: (input: InGroup & { changes: { description?: string; guidelines?: string } }) => groupTarget(input),
  },
  publicViews: ({ input: { groupId } }) => VIEWS.group(groupId),
  prepare: mustModerate,
  async run({ db, actor, input: { groupId, changes } }) {
    await updateGroup(db, { groupId, changes });
    return moderatedGroup(db, actor, groupId);
  },
});
