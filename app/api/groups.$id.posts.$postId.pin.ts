import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupPostParams } from "~/lib/groups";
import { pinInGroup } from "~/server/groups.server";
import { allowMethods } from "~/server/http";
import { parseParams } from "~/server/validate.server";

/** POST /api/groups/:id/posts/:postId/pin pins a discussion; DELETE unpins it. For group moderators. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id, postId } = parseParams(groupPostParams, params);
  return Response.json(
    await pinInGroup(context.db, request, { groupId: id, postId, pinned: request.method === "POST" }),
  );
}
