import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { likeComment } from "~/models/comment.server";

/** POST /api/comments/:id/like: at most one like per member per reply; a repeat changes nothing. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  const result = await likeComment(context.db, { commentId: id, userId: user.id });
  if (!result) return jsonError(404, `Reply ${id} not found.`);
  return Response.json(result);
}

export function loader() {
  return jsonError(405, "Use POST to like a reply.");
}
