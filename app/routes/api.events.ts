import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth.server";
import { EVENT_PAGE_SIZE, listEventsQuery } from "~/lib/events";
import { jsonError } from "~/lib/http";
import { parseQuery } from "~/lib/validate.server";
import { listEvents } from "~/models/event.server";

/** GET /api/events?type=&tab=upcoming|my-events|past&cursor=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { limit, ...filters } = parseQuery(listEventsQuery, request);
  const user = await requireUser(context.db, request);
  const now = new Date().toISOString();
  return Response.json(await listEvents(context.db, { viewerId: user.id, filters, now, limit: limit ?? EVENT_PAGE_SIZE }));
}

export function action() {
  return jsonError(405, "Use GET to list events; POST /api/events/:id/register to register.");
}
