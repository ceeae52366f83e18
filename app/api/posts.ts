import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { createPostSchema, FEED_PAGE_SIZE, listPostsQuery } from "~/lib/posts";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listPosts } from "~/models/post.server";
import { perform } from "~/server/commands/adapters.server";
import { writePost } from "~/server/commands/posts.server";

/** GET /api/posts?type=&authorId=&following=true&forumId=&inForums=true&unanswered=true&cursor=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(listPostsQuery, request);
  // Public reading: a visitor sees what anyone sees, with nothing marked as theirs.
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
  const input = await parseJsonBody(createPostSchema, request);
  return Response.json(await perform(writePost, { ...context, request }, { input }), { status: 201 });
}
