import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { joinAGroup } from "~/server/commands/community.server";

/** POST /api/groups/:id/join: public groups join at once, private ones record a pending request. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  return Response.json(await perform(joinAGroup, { ...context, request }, { groupId: id }));
}

export function loader() {
  return jsonError(405, "Use POST to join a group.");
}
