import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { leaveGroup } from "~/models/group.server";

/** POST /api/groups/:id/leave: leaves the group or withdraws a pending request. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  const result = await leaveGroup(context.db, { groupId: id, userId: user.id });
  if (!result) return jsonError(404, `Group ${id} not found.`);
  return Response.json(result);
}

export function loader() {
  return jsonError(405, "Use POST to leave a group.");
}
