import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { muteMember } from "~/server/commands/filters.server";

/**
 * POST mutes, DELETE unmutes; both idempotent. A mute hides the member's posts and replies from
 * the caller alone, without a block; the muted member is not told.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  return Response.json(
    await perform(muteMember, { ...context, request }, { userId: id, mute: request.method === "POST" }),
  );
}

export function loader() {
  return jsonError(405, "Use POST to mute or DELETE to unmute a member.");
}
