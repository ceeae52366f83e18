import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { MENTION_SUGGESTIONS, mentionableQuery } from "~/lib/posts";
import { parseQuery } from "~/server/validate.server";
import { mentionCandidates } from "~/models/mention.server";

/**
 * GET /api/users/mentionable?q=&postId=: members to mention as `@` and a name are typed,
 * people you follow first, then people in the thread. Members only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { q, postId } = parseQuery(mentionableQuery, request);
  const user = await requireUser(context.db, request);
  const rows = await mentionCandidates(context.db, {
    viewerId: user.id,
    query: q.trim(),
    postId,
    limit: MENTION_SUGGESTIONS,
  });
  return Response.json({
    items: rows.map(({ id, username, displayName, followed, inThread }) => ({
      id,
      username,
      displayName,
      followed: Boolean(followed),
      inThread: Boolean(inThread),
    })),
  });
}
