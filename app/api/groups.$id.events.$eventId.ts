import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupEventParams, groupEventSchema } from "~/lib/groups";
import { cancelEventInGroup, updateEventInGroup } from "~/server/groups.server";
import { allowMethods, jsonError } from "~/server/http";
import { parseJsonBody, parseParams } from "~/server/validate.server";

/**
 * PUT /api/groups/:id/events/:eventId: a group moderator replaces an upcoming event's details
 * (the body of POST /api/groups/:id/events); registrants are told of a new name, time or place.
 * DELETE cancels it; its registrants are told.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT", "DELETE"]);
  if (refused) return refused;
  const { id, eventId } = parseParams(groupEventParams, params);
  if (request.method === "DELETE")
    return Response.json(await cancelEventInGroup(context.db, request, { groupId: id, eventId }));
  const input = await parseJsonBody(groupEventSchema, request);
  return Response.json(await updateEventInGroup(context.db, request, { groupId: id, eventId, input }));
}

export function loader() {
  return jsonError(405, "Use PUT to change an event or DELETE to cancel it; GET /api/events lists them.");
}
