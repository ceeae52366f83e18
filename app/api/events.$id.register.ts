import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { EVENT_TEXTS } from "~/lib/texts";
import { parseParams } from "~/server/validate.server";
import { cancelRegistration, registerForEvent } from "~/models/event.server";

/**
 * POST /api/events/:id/register registers (or requests a place when approval is needed);
 * 409 when the event is full or has started. DELETE cancels the registration or request.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  const now = new Date().toISOString();
  if (request.method === "DELETE") {
    const result = await cancelRegistration(context.db, { eventId: id, userId: user.id, now });
    if (result.ok)
      return Response.json({
        eventId: id,
        registration: null,
        attendeeCount: result.attendeeCount,
        maxAttendees: result.maxAttendees,
      });
    if (result.reason === "not_found") return jsonError(404, `Event ${id} not found.`);
    if (result.reason === "not_registered") return jsonError(404, "You are not registered for this event.");
    return jsonError(409, EVENT_TEXTS.hasStarted);
  }
  const result = await registerForEvent(context.db, { eventId: id, userId: user.id, now });
  if (result.ok) {
    const { ok: _, created, ...body } = result;
    return Response.json({ eventId: id, ...body }, { status: created ? 201 : 200 });
  }
  if (result.reason === "not_found") return jsonError(404, `Event ${id} not found.`);
  return jsonError(409, result.reason === "full" ? EVENT_TEXTS.isFull : EVENT_TEXTS.hasStarted);
}

export function loader() {
  return jsonError(405, "Use POST to register for an event, or DELETE to cancel.");
}
