import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { conversationsParams } from "~/lib/messages";
import { parseParams } from "~/server/validate.server";
import { listConversations } from "~/models/message.server";

/** GET /api/messages/conversations/:userId: one entry per other user, newest first. Only your own. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { userId } = parseParams(conversationsParams, params);
  const user = await requireUser(context.db, request);
  if (user.id !== userId) return jsonError(403, "You can only read your own conversations.");
  return Response.json(await listConversations(context.db, { userId }));
}

export function action() {
  return jsonError(405, "Use GET to list conversations.");
}
