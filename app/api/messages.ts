import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { sendMessageSchema } from "~/lib/messages";
import { parseJsonBody } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { sendAMessage } from "~/server/commands/messages.server";

/** POST /api/messages { toUserId, content }: sends a direct message as the current user. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(sendMessageSchema, request);
  return Response.json(await perform(sendAMessage, { ...context, request }, input), { status: 201 });
}

export function loader() {
  return jsonError(405, "Use POST to send a message; GET /api/messages/conversations/:userId lists conversations.");
}
