import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { updatesQuery } from "~/lib/messages";
import { parseQuery } from "~/server/validate.server";
import { messagesSince } from "~/models/message.server";

/**
 * GET /api/messages/updates?since=<id>[&thread=<userId>]: the live-update poll. Returns new
 * messages and the next `since`; with `thread`, also `readThrough`, the newest of my messages
 * to that member that they have read (null when none).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { since, thread } = parseQuery(updatesQuery, request);
  const user = await requireUser(context.db, request);
  return Response.json(await messagesSince(context.db, { userId: user.id, since, thread }), {
    headers: { "cache-control": "no-store" },
  });
}

export function action() {
  return jsonError(405, "Use GET to poll for new messages.");
}
