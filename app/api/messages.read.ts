import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser, SUSPENSION_ALLOWS } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { markReadSchema } from "~/lib/messages";
import { parseJsonBody } from "~/server/validate.server";
import { markThreadRead } from "~/models/message.server";

/** POST /api/messages/read { otherUserId }: marks what they sent you as read (a thread that stays open). */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request, SUSPENSION_ALLOWS.ownSettings);
  const { otherUserId } = await parseJsonBody(markReadSchema, request);
  return Response.json(await markThreadRead(context.db, { userId: user.id, otherUserId }));
}

export function loader() {
  return jsonError(405, "Use POST to mark a thread read.");
}
