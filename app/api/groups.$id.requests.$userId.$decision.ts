import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { groupUserParams } from "~/lib/groups";
import { requireGroupModerator } from "~/server/groups.server";
import { allowMethods, jsonError } from "~/server/http";
import { parseParams } from "~/server/validate.server";
import { answerJoinRequest } from "~/models/group-page.server";

const requestParams = groupUserParams.extend({ decision: z.enum(["approve", "decline"]) });

/** POST /api/groups/:id/requests/:userId/approve or /decline: a group moderator answers a join request. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id, userId, decision } = parseParams(requestParams, params);
  await requireGroupModerator(context.db, request, id);
  const approve = decision === "approve";
  if (!(await answerJoinRequest(context.db, { groupId: id, userId, approve })))
    return jsonError(404, `No pending request from member ${userId} in group ${id}.`);
  return Response.json({ groupId: id, userId, membership: approve ? "member" : null });
}
