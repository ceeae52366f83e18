import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { groupPostsQuery, MAX_PINNED_POSTS } from "~/lib/groups";
import { createPostSchema, FEED_PAGE_SIZE } from "~/lib/posts";
import { idParams } from "~/lib/schemas";
import { groupAndViewer, requireContentAccess } from "~/server/groups.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody, parseParams, parseQuery } from "~/server/validate.server";
import { listPosts } from "~/models/post.server";
import { perform } from "~/server/commands/adapters.server";
import { writePost } from "~/server/commands/posts.server";

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
  const input = await parseJsonBody(createPostSchema, request);
  return Response.json(await perform(writePost, { ...context, request }, { input, groupId: id }), { status: 201 });
}
