import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { THREAD_PAGE_SIZE, threadPageQuery, threadParams } from "~/lib/messages";
import { MESSAGE_TEXTS } from "~/lib/texts";
import { parseParams, parseQuery } from "~/server/validate.server";
import { openThread } from "~/models/message.server";

/**
 * GET /api/messages/:userId/:otherUserId?before=&limit=: the newest messages of a thread,
 * oldest first, with `olderCursor` for the page before. Opening it marks it read.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { userId, otherUserId } = parseParams(threadParams, params);
  const query = parseQuery(threadPageQuery, request);
  const user = await requireUser(context.db, request);
  if (user.id !== userId) return jsonError(403, "You can only read your own messages.");
  if (userId === otherUserId)
    return jsonError(400, MESSAGE_TEXTS.selfMessage, [{ path: "otherUserId", message: MESSAGE_TEXTS.selfMessage }]);
  const thread = await openThread(context.db, {
    userId,
    otherUserId,
    before: query.before,
    limit: query.limit ?? THREAD_PAGE_SIZE,
  });
  if (!thread) return jsonError(404, `User ${otherUserId} not found.`);
  return Response.json(thread);
}

export function action() {
  return jsonError(405, "Use GET to read a thread; POST /api/messages sends.");
}
