import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupUserParams } from "~/lib/groups";
import { allowMethods } from "~/server/http";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { readmitAGroupMember } from "~/server/commands/groups.server";

/** POST /api/groups/:id/members/:userId/readmit: a group moderator lets a removed member ask to join again. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id, userId } = parseParams(groupUserParams, params);
  return Response.json(await perform(readmitAGroupMember, { ...context, request }, { groupId: id, userId }));
}
