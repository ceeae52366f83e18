import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { createActionSchema, listActionsQuery, MODERATION_PAGE_SIZE } from "~/lib/moderation";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listModerationActions } from "~/models/moderation-action.server";
import { perform } from "~/server/commands/adapters.server";
import { recordAModerationAction } from "~/server/commands/moderation.server";

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
  const input = await parseJsonBody(createActionSchema, request);
  return Response.json(await perform(recordAModerationAction, { ...context, request }, input), { status: 201 });
}
