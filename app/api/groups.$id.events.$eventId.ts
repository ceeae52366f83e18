import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { groupEventParams, groupEventSchema } from "~/lib/groups";
import { allowMethods, jsonError } from "~/server/http";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { cancelAGroupEvent, editAGroupEvent } from "~/server/commands/groups.server";

/**
 * PUT /api/groups/:id/events/:eventId: a group moderator replaces an upcoming event's details
 * (the body of POST /api/groups/:id/events); registrants are told of a new name, time or place.
 * DELETE cancels it; its registrants are told.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PUT", "DELETE"]);
  if (refused) return refused;
  const { id, eventId } = parseParams(groupEventParams, params);
  const call = { ...context, request };
  if (request.method === "DELETE")
    return Response.json(await perform(cancelAGroupEvent, call, { groupId: id, eventId }));
  const input = await parseJsonBody(groupEventSchema, request);
  return Response.json(await perform(editAGroupEvent, call, { groupId: id, eventId, input }));
}

export function loader() {
  return jsonError(405, "Use PUT to change an event or DELETE to cancel it; GET /api/events lists them.");
}
