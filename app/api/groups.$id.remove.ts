import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { removeFromGroupSchema } from "~/lib/groups";
import { idParams } from "~/lib/schemas";
import { allowMethods } from "~/server/http";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { removeFromAGroup } from "~/server/commands/groups.server";

/** POST /api/groups/:id/remove { contentType, contentId, reason? }: a group moderator removes a post or reply. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(removeFromGroupSchema, request);
  return Response.json(await perform(removeFromAGroup, { ...context, request }, { groupId: id, ...input }));
}
