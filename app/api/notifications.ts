import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notificationsQuery } from "~/lib/notification-schemas";
import { NOTIFICATION_PAGE_SIZE } from "~/lib/notifications";
import { requireUser } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { parseQuery } from "~/server/validate.server";
import { loadNotifications } from "~/models/notification.server";

/**
 * GET /api/notifications?cursor=&limit=&filter=all|mentions|moderation: yours, newest first,
 * with the unread count and how arrivals are announced now (for pages polling while the live
 * room is unreachable).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const query = parseQuery(notificationsQuery, request);
  const { settings: _settings, ...page } = await loadNotifications(context.db, {
    userId: user.id,
    filter: query.filter,
    cursor: query.cursor,
    limit: query.limit ?? NOTIFICATION_PAGE_SIZE,
  });
  return Response.json(page);
}

export function action() {
  return jsonError(405, "Use GET to list notifications; POST /api/notifications/read to mark them read.");
}
