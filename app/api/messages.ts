import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { enforceRateLimit } from "~/server/rate-limit.server";
import { allowMethods, jsonError } from "~/server/http";
import { sendMessageSchema } from "~/lib/messages";
import { parseJsonBody } from "~/server/validate.server";
import { MessageRefused, sendMessage } from "~/models/message.server";

/** POST /api/messages { toUserId, content }: sends a direct message as the current user. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request);
  const input = await parseJsonBody(sendMessageSchema, request);
  if (input.fromUserId !== undefined && input.fromUserId !== user.id)
    return jsonError(403, "You can only send messages as yourself.");
  await enforceRateLimit(context.db, { userId: user.id, action: "message" });
  try {
    return Response.json(
      await sendMessage(context.db, { fromUserId: user.id, toUserId: input.toUserId, content: input.content }),
      { status: 201 },
    );
  } catch (error) {
    if (error instanceof MessageRefused) {
      return jsonError(
        error.status,
        error.message,
        error.status === 400 ? [{ path: "toUserId", message: error.message }] : undefined,
      );
    }
    throw error;
  }
}

export function loader() {
  return jsonError(405, "Use POST to send a message; GET /api/messages/conversations/:userId lists conversations.");
}
