import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupUserParams } from "~/lib/groups";
import { allowMethods } from "~/server/http";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { removeAGroupMember } from "~/server/commands/groups.server";

/** DELETE /api/groups/:id/members/:userId: a group moderator removes a member (or a pending request for good). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["DELETE"]);
  if (refused) return refused;
  const { id, userId } = parseParams(groupUserParams, params);
  return Response.json(await perform(removeAGroupMember, { ...context, request }, { groupId: id, userId }));
}
