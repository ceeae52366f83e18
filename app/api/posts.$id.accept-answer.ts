import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { refuse } from "~/server/conversation.server";
import { allowMethods, jsonError } from "~/server/http";
import { acceptAnswerSchema } from "~/lib/posts";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { acceptAnswer } from "~/models/post.server";

/** POST /api/posts/:id/accept-answer `{ commentId }` (null for none): for the asker only. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  const { commentId } = await parseJsonBody(acceptAnswerSchema, request);
  const result = await acceptAnswer(context.db, { postId: id, userId: user.id, commentId });
  if (result !== "ok") refuse(result);
  return Response.json({ postId: id, acceptedCommentId: commentId });
}

export function loader() {
  return jsonError(405, "Use POST to accept an answer.");
}
