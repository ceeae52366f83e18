import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { followMember } from "~/server/commands/people.server";

/** POST follows, DELETE unfollows; both are idempotent. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  return Response.json(
    await perform(followMember, { ...context, request }, { userId: id, follow: request.method === "POST" }),
  );
}

export function loader() {
  return jsonError(405, "Use POST to follow or DELETE to unfollow.");
}
