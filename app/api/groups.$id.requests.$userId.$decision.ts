import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { groupUserParams } from "~/lib/groups";
import { allowMethods } from "~/server/http";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { answerAJoinRequest } from "~/server/commands/groups.server";

const requestParams = groupUserParams.extend({ decision: z.enum(["approve", "decline"]) });

/** POST /api/groups/:id/requests/:userId/approve or /decline: a group moderator answers a join request. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id, userId, decision } = parseParams(requestParams, params);
  const input = { groupId: id, userId, approve: decision === "approve" };
  return Response.json(await perform(answerAJoinRequest, { ...context, request }, input));
}
