import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { markReadSchema } from "~/lib/notification-schemas";
import { requireUser, SUSPENSION_ALLOWS } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { parseJsonBody } from "~/server/validate.server";
import { markRead, unreadCount } from "~/models/notification.server";

/** POST /api/notifications/read { ids } or { all: true }: only your own are ever marked. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request, SUSPENSION_ALLOWS.ownSettings);
  const input = await parseJsonBody(markReadSchema, request);
  const read = await markRead(context.db, { userId: user.id, ids: "all" in input ? "all" : input.ids });
  return Response.json({ read, unread: await unreadCount(context.db, user.id) });
}

export function loader() {
  return jsonError(405, "Use POST to mark notifications read.");
}
