import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { setFollowing } from "~/models/user.server";

/** POST follows, DELETE unfollows; both are idempotent. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  if (id === user.id) return jsonError(400, "You cannot follow yourself.");
  const result = await setFollowing(context.db, {
    followerId: user.id,
    followingId: id,
    follow: request.method === "POST",
  });
  if (!result) return jsonError(404, `User ${id} not found.`);
  return Response.json(result);
}

export function loader() {
  return jsonError(405, "Use POST to follow or DELETE to unfollow.");
}
