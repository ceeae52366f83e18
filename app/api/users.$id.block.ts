import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { blockUser, unblockUser } from "~/models/user-block.server";

/**
 * POST blocks, DELETE unblocks; both idempotent. Never refused for a suspension: staying
 * safe must always work. A block hides both members from each other and stops messages.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  if (id === user.id) return jsonError(400, "You cannot block yourself.");
  if (request.method === "DELETE") {
    return Response.json({
      userId: id,
      blocked: false,
      changed: await unblockUser(context.db, { blockerId: user.id, blockedId: id }),
    });
  }
  const blocked = await blockUser(context.db, { blockerId: user.id, blockedId: id });
  if (!blocked) return jsonError(404, `User ${id} not found.`);
  return Response.json({ ...blocked, blocked: true });
}

export function loader() {
  return jsonError(405, "Use POST to block or DELETE to unblock a member.");
}
