import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId } from "~/server/auth.server";
import { featureLabel } from "~/lib/events";
import { jsonError } from "~/server/http";
import { buildIcs } from "~/lib/ics";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { getEvent } from "~/models/event.server";

/** GET /events/:id/calendar.ics: an iCalendar file for an event you are registered for. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const event = await getEvent(context.db, { id, viewerId: await getViewerId(context.db, request) });
  if (!event) return jsonError(404, `Event ${id} not found.`);
  if (event.registration !== "registered")
    return jsonError(403, "Register for this event to download its calendar file.");
  const body = buildIcs(event, { host: new URL(request.url).hostname, now: new Date(), featureLabel });
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="event-${id}.ics"`,
      "cache-control": "private, no-store",
    },
  });
}
