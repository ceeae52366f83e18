// A support group's page actions (issue 25): answering join requests, removing and readmitting
// members, editing the guidelines, and creating a group. The same checks, schemas and model
// calls as the /api/groups endpoints, reached by plain form posts.
import type { Db } from "../db.server";
import { requireUser } from "../auth.server";
import { formSuccess, parseWith } from "../form.server";
import { removeFromGroup, requireGroupModerator } from "../groups.server";
import { jsonError } from "../http";
import { enforceRateLimit } from "../rate-limit.server";
import { createGroupSchema, updateGroupSchema } from "~/lib/groups";
import { idString } from "~/lib/schemas";
import {
  answerJoinRequest,
  createGroup,
  readmitGroupMember,
  removeGroupMember,
  updateGroup,
} from "~/models/group-page.server";

type Fields = Record<string, string>;

export function groupModerationForms(db: Db, request: Request, groupId: number) {
  const memberOf = (fields: Fields) => parseWith(idString, fields.userId);
  const answer = (intent: "approve-request" | "decline-request") => async (fields: Fields) => {
    const userId = memberOf(fields);
    await requireGroupModerator(db, request, groupId);
    const approve = intent === "approve-request";
    if (!(await answerJoinRequest(db, { groupId, userId, approve })))
      throw jsonError(404, "That request was already answered or withdrawn.");
    return formSuccess(request, intent, { userId, membership: approve ? "member" : null }, { hash: "join-requests" });
  };
  return {
    "approve-request": answer("approve-request"),
    "decline-request": answer("decline-request"),
    "remove-member": async (fields: Fields) => {
      const userId = memberOf(fields);
      const moderator = await requireGroupModerator(db, request, groupId);
      if (userId === moderator.id) throw jsonError(400, "Use Leave Group to leave a group yourself.");
      if (!(await removeGroupMember(db, { groupId, userId })))
        throw jsonError(404, "That member is not in this group.");
      return formSuccess(request, "remove-member", { userId, membership: "removed" }, { hash: "group-members" });
    },
    "readmit-member": async (fields: Fields) => {
      const userId = memberOf(fields);
      await requireGroupModerator(db, request, groupId);
      if (!(await readmitGroupMember(db, { groupId, userId }))) throw jsonError(404, "That member was not removed.");
      return formSuccess(request, "readmit-member", { userId, membership: null }, { hash: "removed-members" });
    },
    "remove-from-group": async (fields: Fields) => {
      const contentId = parseWith(idString, fields.postId);
      await removeFromGroup(db, request, { groupId, contentType: "post", contentId });
      return formSuccess(request, "remove-from-group", { postId: contentId }, { hash: "discussions-heading" });
    },
    "update-guidelines": async (fields: Fields) => {
      const changes = parseWith(updateGroupSchema, { guidelines: fields.guidelines ?? "" });
      await requireGroupModerator(db, request, groupId);
      await updateGroup(db, { groupId, changes });
      return formSuccess(
        request,
        "update-guidelines",
        { guidelines: changes.guidelines ?? "" },
        { hash: "guidelines" },
      );
    },
  };
}

export function createGroupForms(db: Db, request: Request) {
  return {
    "create-group": async (fields: Fields) => {
      const user = await requireUser(db, request, { write: true });
      const input = parseWith(createGroupSchema, {
        name: fields.name ?? "",
        description: fields.description ?? "",
        category: fields.category,
        isPrivate: fields.isPrivate === "on" || fields.isPrivate === "true",
        guidelines: fields.guidelines ?? "",
      });
      await enforceRateLimit(db, { userId: user.id, action: "group" });
      const group = await createGroup(db, { userId: user.id, input });
      return formSuccess(request, "create-group", { groupId: group.id }, { redirectTo: `/support-groups/${group.id}` });
    },
  };
}
