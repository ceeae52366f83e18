import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { groupMembersQuery } from "~/lib/groups";
import { idParams } from "~/lib/schemas";
import { groupAndViewer } from "~/server/groups.server";
import { jsonError } from "~/server/http";
import { parseParams, parseQuery } from "~/server/validate.server";
import { GROUP_MEMBERS_PAGE_SIZE, listGroupMembers } from "~/models/group-page.server";

/** GET /api/groups/:id/members?cursor=&limit=: who belongs, with their role; for members (and site moderators). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const query = parseQuery(groupMembersQuery, request);
  const { user, group, moderator } = await groupAndViewer(context.db, request, id);
  if (!moderator && group.membership !== "member")
    return jsonError(403, "Only members of this group can see who belongs.");
  return Response.json(
    await listGroupMembers(context.db, {
      groupId: id,
      viewerId: user?.id ?? 0,
      moderator,
      cursor: query.cursor,
      limit: query.limit ?? GROUP_MEMBERS_PAGE_SIZE,
    }),
  );
}

export function action() {
  return jsonError(405, "Use GET to list members; DELETE /api/groups/:id/members/:userId to remove one.");
}
