import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { groupPostsQuery, MAX_PINNED_POSTS } from "~/lib/groups";
import { createPostSchema, FEED_PAGE_SIZE } from "~/lib/posts";
import { idParams } from "~/lib/schemas";
import { mentionResolver } from "~/server/conversation.server";
import { groupAndViewer, requireContentAccess, requireGroupMember } from "~/server/groups.server";
import { allowMethods, jsonError } from "~/server/http";
import { enforceRateLimit } from "~/server/rate-limit.server";
import { parseJsonBody, parseParams, parseQuery } from "~/server/validate.server";
import { createPost, listPosts } from "~/models/post.server";

/** GET /api/groups/:id/posts?cursor=&limit=&pinned=: the group's discussions; a private group's for members only. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const query = parseQuery(groupPostsQuery, request);
  const access = await groupAndViewer(context.db, request, id);
  requireContentAccess(access);
  return Response.json(
    await listPosts(context.db, {
      viewerId: access.user?.id ?? 0,
      group: { id, moderator: access.moderator, pinned: query.pinned },
      cursor: query.pinned ? undefined : query.cursor,
      limit: query.pinned ? MAX_PINNED_POSTS : (query.limit ?? FEED_PAGE_SIZE),
    }),
  );
}

/** POST /api/groups/:id/posts: a member's post in the group; it never reaches a public list. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireGroupMember(context.db, request, id);
  const input = await parseJsonBody(createPostSchema, request);
  if (input.authorId !== undefined && input.authorId !== user.id)
    return jsonError(403, "You can only post as yourself.");
  if (input.forumId) return jsonError(400, "A group's post belongs to the group, not a forum.");
  await enforceRateLimit(context.db, { userId: user.id, action: "post" });
  const mentioned = await mentionResolver(context.db, user.id)(input.content);
  return Response.json(await createPost(context.db, { authorId: user.id, input, mentioned, groupId: id }), {
    status: 201,
  });
}
