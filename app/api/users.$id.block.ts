import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { blockMember } from "~/server/commands/people.server";

/**
 * POST blocks, DELETE unblocks; both idempotent. Never refused for a suspension: staying
 * safe must always work. A block hides both members from each other and stops messages.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  return Response.json(
    await perform(blockMember, { ...context, request }, { userId: id, block: request.method === "POST" }),
  );
}

export function loader() {
  return jsonError(405, "Use POST to block or DELETE to unblock a member.");
}
