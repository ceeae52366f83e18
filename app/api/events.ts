import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId } from "~/server/auth.server";
import { EVENT_PAGE_SIZE, listEventsQuery } from "~/lib/events";
import { jsonError } from "~/server/http";
import { parseQuery } from "~/server/validate.server";
import { listEvents } from "~/models/event.server";

/** GET /api/events?type=&tab=upcoming|my-events|past&cursor=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { limit, ...filters } = parseQuery(listEventsQuery, request);
  // Public reading: a visitor sees what anyone sees, with nothing marked as theirs.
  const viewerId = await getViewerId(context.db, request);
  const now = new Date().toISOString();
  return Response.json(await listEvents(context.db, { viewerId, filters, now, limit: limit ?? EVENT_PAGE_SIZE }));
}

export function action() {
  return jsonError(405, "Use GET to list events; POST /api/events/:id/register to register.");
}
