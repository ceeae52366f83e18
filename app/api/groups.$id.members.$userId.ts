import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupUserParams } from "~/lib/groups";
import { requireGroupModerator } from "~/server/groups.server";
import { allowMethods, jsonError } from "~/server/http";
import { parseParams } from "~/server/validate.server";
import { removeGroupMember } from "~/models/group-page.server";

/** DELETE /api/groups/:id/members/:userId: a group moderator removes a member (or a pending request for good). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["DELETE"]);
  if (refused) return refused;
  const { id, userId } = parseParams(groupUserParams, params);
  const moderator = await requireGroupModerator(context.db, request, id);
  if (userId === moderator.id) return jsonError(400, "Use Leave Group to leave a group yourself.");
  if (!(await removeGroupMember(context.db, { groupId: id, userId })))
    return jsonError(404, `Member ${userId} is not in group ${id}.`);
  return Response.json({ groupId: id, userId, membership: "removed" });
}
