import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { likeAPost } from "~/server/commands/posts.server";

/** POST /api/posts/:id/like: at most one like per user per post; a repeat changes nothing. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  return Response.json(await perform(likeAPost, { ...context, request }, { postId: id }));
}

export function loader() {
  return jsonError(405, "Use POST to like a post.");
}
