import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { markReadSchema } from "~/lib/messages";
import { parseJsonBody } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { markAThreadRead } from "~/server/commands/messages.server";

/** POST /api/messages/read { otherUserId }: marks what they sent you as read (a thread that stays open). */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(markReadSchema, request);
  return Response.json(await perform(markAThreadRead, { ...context, request }, input));
}

export function loader() {
  return jsonError(405, "Use POST to mark a thread read.");
}
