import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { mentionResolver, refuse } from "~/server/conversation.server";
import { allowMethods, jsonError } from "~/server/http";
import { updateCommentSchema } from "~/lib/posts";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { deleteComment, editComment } from "~/models/comment.server";

/** PATCH `{ content, contentWarning? }` edits and DELETE deletes the caller's own reply (issue 23). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request, { write: true });
  if (request.method === "DELETE") {
    const result = await deleteComment(context.db, { id, userId: user.id });
    if (result === "missing" || result === "forbidden") refuse(result);
    return new Response(null, { status: 204 });
  }
  const edit = await parseJsonBody(updateCommentSchema, request);
  const result = await editComment(context.db, {
    id,
    userId: user.id,
    edit,
    resolve: mentionResolver(context.db, user.id),
  });
  if (result !== "ok") refuse(result);
  return Response.json({ id, content: edit.content, contentWarning: edit.contentWarning ?? null });
}

export function loader() {
  return jsonError(405, "Use PATCH to edit a reply or DELETE to delete it; replies are read with their post.");
}
