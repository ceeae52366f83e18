import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { conversationViewer, presentThreads } from "~/server/conversation.server";
import { allowMethods, jsonError } from "~/server/http";
import { COMMENT_PAGE_SIZE, createCommentSchema, listCommentsQuery } from "~/lib/posts";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams, parseQuery } from "~/server/validate.server";
import { listComments, newCommentsRead } from "~/models/comment.server";
import { canSeePost, getPost } from "~/models/post.server";
import { perform } from "~/server/commands/adapters.server";
import { replyToPost } from "~/server/commands/posts.server";

/**
 * GET /api/posts/:id/comments?cursor=&limit=&sort=oldest|newest: a page of top-level replies,
 * each with its nested replies (oldest first), and the cursor of the next page. With `since=<id>`,
 * the replies newer than that one at any level, oldest first (the post page polls this).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const query = parseQuery(listCommentsQuery, request);
  const viewer = await conversationViewer(context.db, request);
  const post = await getPost(context.db, { id, viewerId: viewer.viewerId });
  if (!post || !canSeePost(post, viewer)) return jsonError(404, `Post ${id} not found.`);
  if (query.since !== undefined) {
    const { statements, map } = newCommentsRead(context.db, {
      postId: id,
      viewerId: viewer.viewerId,
      moderator: viewer.moderator,
      sinceId: query.since,
      limit: query.limit ?? COMMENT_PAGE_SIZE,
    });
    return Response.json(presentThreads(map(await context.db.batch(statements as [(typeof statements)[number]]))));
  }
  const page = await listComments(context.db, {
    postId: id,
    viewerId: viewer.viewerId,
    moderator: viewer.moderator,
    sort: query.sort ?? "oldest",
    cursor: query.cursor,
    limit: query.limit ?? COMMENT_PAGE_SIZE,
  });
  return Response.json(presentThreads(page));
}

/** POST /api/posts/:id/comments `{ content, contentWarning?, parentId? }`: a reply as the caller. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(createCommentSchema, request);
  return Response.json(await perform(replyToPost, { ...context, request }, { postId: id, input }), { status: 201 });
}
