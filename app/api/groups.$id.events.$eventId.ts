import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupEventParams } from "~/lib/groups";
import { cancelEventInGroup } from "~/lib/server/groups.server";
import { allowMethods, jsonError } from "~/lib/server/http";
import { parseParams } from "~/lib/server/validate.server";

/** DELETE /api/groups/:id/events/:eventId: a group moderator cancels an upcoming event; its registrants are told. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["DELETE"]);
  if (refused) return refused;
  const { id, eventId } = parseParams(groupEventParams, params);
  return Response.json(await cancelEventInGroup(context.db, request, { groupId: id, eventId }));
}

export function loader() {
  return jsonError(405, "Use DELETE to cancel an event; GET /api/events lists them.");
}
