import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { conversationViewer, presentPost } from "~/server/conversation.server";
import { allowMethods, jsonError } from "~/server/http";
import { updatePostSchema } from "~/lib/posts";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { canSeePost, getPost } from "~/models/post.server";
import { perform } from "~/server/commands/adapters.server";
import { deleteAPost, editAPost } from "~/server/commands/posts.server";

/** GET /api/posts/:id: the spec's Post with its author, its state and its text as HTML. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const viewer = await conversationViewer(context.db, request);
  const post = await getPost(context.db, { id, viewerId: viewer.viewerId });
  if (!post || !canSeePost(post, viewer)) return jsonError(404, `Post ${id} not found.`);
  return Response.json(presentPost(post));
}

/** PATCH edits and DELETE deletes the caller's own post; anyone else's they can see is a 403. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH", "DELETE"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const call = { ...context, request };
  if (request.method === "DELETE") {
    await perform(deleteAPost, call, { postId: id });
    return new Response(null, { status: 204 });
  }
  const edit = await parseJsonBody(updatePostSchema, request);
  return Response.json(await perform(editAPost, call, { postId: id, edit }));
}
