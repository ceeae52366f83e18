import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupPostParams } from "~/lib/groups";
import { allowMethods } from "~/server/http";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { pinAGroupPost } from "~/server/commands/groups.server";

/** POST /api/groups/:id/posts/:postId/pin pins a discussion; DELETE unpins it. For group moderators. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id, postId } = parseParams(groupPostParams, params);
  const input = { groupId: id, postId, pinned: request.method === "POST" };
  return Response.json(await perform(pinAGroupPost, { ...context, request }, input));
}
