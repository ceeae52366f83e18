import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId, requireUser } from "~/server/auth.server";
import { enforceRateLimit } from "~/server/rate-limit.server";
import { allowMethods, jsonError } from "~/server/http";
import { createPostSchema, FEED_PAGE_SIZE, listPostsQuery } from "~/lib/posts";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { mentionResolver } from "~/server/conversation.server";
import { assertForumExists, createPost, listPosts, UnknownForumError } from "~/models/post.server";

/** GET /api/posts?type=&authorId=&following=true&forumId=&inForums=true&unanswered=true&cursor=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(listPostsQuery, request);
  // Public reading (issue 20): a visitor sees what anyone sees, with nothing marked as theirs.
  const viewerId = await getViewerId(context.db, request);
  const page = await listPosts(context.db, {
    viewerId,
    type: query.type,
    authorId: query.authorId,
    followedBy: query.following ? viewerId : undefined,
    forumId: query.forumId,
    inForums: query.inForums,
    unanswered: query.unanswered,
    cursor: query.cursor,
    limit: query.limit ?? FEED_PAGE_SIZE,
  });
  return Response.json(page);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request, { write: true });
  const input = await parseJsonBody(createPostSchema, request);
  if (input.authorId !== undefined && input.authorId !== user.id)
    return jsonError(403, "You can only post as yourself.");
  try {
    // A post to a forum that does not exist is bad input, refused before it counts as a write.
    await assertForumExists(context.db, input.forumId);
    await enforceRateLimit(context.db, { userId: user.id, action: "post" });
    const mentioned = await mentionResolver(context.db, user.id)(input.content);
    return Response.json(await createPost(context.db, { authorId: user.id, input, mentioned }), { status: 201 });
  } catch (error) {
    if (error instanceof UnknownForumError)
      return jsonError(400, error.message, [{ path: "forumId", message: error.message }]);
    throw error;
  }
}
