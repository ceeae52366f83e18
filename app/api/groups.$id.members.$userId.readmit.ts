import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupUserParams } from "~/lib/groups";
import { requireGroupModerator } from "~/server/groups.server";
import { allowMethods, jsonError } from "~/server/http";
import { parseParams } from "~/server/validate.server";
import { readmitGroupMember } from "~/models/group-page.server";

/** POST /api/groups/:id/members/:userId/readmit: a group moderator lets a removed member ask to join again. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id, userId } = parseParams(groupUserParams, params);
  await requireGroupModerator(context.db, request, id);
  if (!(await readmitGroupMember(context.db, { groupId: id, userId })))
    return jsonError(404, `Member ${userId} was not removed from group ${id}.`);
  return Response.json({ groupId: id, userId, membership: null });
}
