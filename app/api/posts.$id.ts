import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { conversationViewer, mentionResolver, presentPost, refuse } from "~/server/conversation.server";
import { allowMethods, jsonError } from "~/server/http";
import { updatePostSchema } from "~/lib/posts";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { canSeePost, deletePost, editPost, getPost } from "~/models/post.server";

/** GET /api/posts/:id: the spec's Post with its author, its state and its text as HTML (issue 23). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const viewer = await conversationViewer(context.db, request);
  const post = await getPost(context.db, { id, viewerId: viewer.viewerId });
  if (!post || !canSeePost(post, viewer)) return jsonError(404, `Post ${id} not found.`);
  return Response.json(presentPost(post));
}

/** PATCH edits and DELETE deletes the caller's own post; anyone else's is a 403. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  if (request.method === "DELETE") {
    const result = await deletePost(context.db, { id, userId: user.id });
    if (result !== "ok") refuse(result);
    return new Response(null, { status: 204 });
  }
  const edit = await parseJsonBody(updatePostSchema, request);
  const mentioned = edit.content ? await mentionResolver(context.db, user.id)(edit.content) : [];
  const result = await editPost(context.db, { id, userId: user.id, edit, mentioned });
  if (result !== "ok") refuse(result);
  const post = await getPost(context.db, { id, viewerId: user.id });
  return Response.json(post ? presentPost(post) : null);
}
