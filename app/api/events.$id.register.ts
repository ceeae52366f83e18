import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { cancelAnEventRegistration, registerForAnEvent } from "~/server/commands/community.server";

/**
 * POST /api/events/:id/register registers (or requests a place when approval is needed);
 * 409 when the event is full or has started. DELETE cancels the registration or request.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const call = { ...context, request };
  if (request.method === "DELETE") {
    const { attendeeCount, maxAttendees } = await perform(cancelAnEventRegistration, call, { eventId: id });
    return Response.json({ eventId: id, registration: null, attendeeCount, maxAttendees });
  }
  const { ok: _, created, ...body } = await perform(registerForAnEvent, call, { eventId: id });
  return Response.json({ eventId: id, ...body }, { status: created ? 201 : 200 });
}

export function loader() {
  return jsonError(405, "Use POST to register for an event, or DELETE to cancel.");
}
