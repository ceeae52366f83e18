import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { createActionSchema, listActionsQuery, MODERATION_PAGE_SIZE } from "~/lib/moderation";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { createModerationAction, listModerationActions } from "~/models/moderation-action.server";

/** GET /api/moderation-actions?cursor=&limit= (moderators), newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, request, { permission: "moderate:reports" });
  const query = parseQuery(listActionsQuery, request);
  const limit = query.limit ?? MODERATION_PAGE_SIZE;
  return Response.json(await listModerationActions(context.db, { cursor: query.cursor, limit }));
}

/** POST /api/moderation-actions: records an action; content_removed and user_suspended also take effect. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request, { permission: "moderate:reports" });
  const input = await parseJsonBody(createActionSchema, request);
  if (input.moderatorId !== undefined && input.moderatorId !== user.id)
    return jsonError(403, "You can only act as yourself.");
  const result = await createModerationAction(context.db, { moderatorId: user.id, input });
  if (result.error === undefined) return Response.json(result.moderationAction, { status: 201 });
  if (result.error === "not_found") return jsonError(404, result.message);
  return jsonError(400, result.message, [{ path: result.path, message: result.message }]);
}
