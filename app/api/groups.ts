import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId, requireUser } from "~/server/auth.server";
import { createGroupSchema, GROUP_PAGE_SIZE, listGroupsQuery } from "~/lib/groups";
import { allowMethods } from "~/server/http";
import { enforceRateLimit } from "~/server/rate-limit.server";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { createGroup } from "~/models/group-page.server";
import { listGroups } from "~/models/group.server";

/** GET /api/groups?category=&search=&tab=all|public|my-groups&cursor=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { limit, ...filters } = parseQuery(listGroupsQuery, request);
  // Public reading (issue 20): a visitor sees what anyone sees, with nothing marked as theirs.
  const viewerId = await getViewerId(context.db, request);
  return Response.json(await listGroups(context.db, { viewerId, filters, limit: limit ?? GROUP_PAGE_SIZE }));
}

/** POST /api/groups: a member creates a group and becomes its first group moderator. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const user = await requireUser(context.db, request);
  const input = await parseJsonBody(createGroupSchema, request);
  await enforceRateLimit(context.db, { userId: user.id, action: "group" });
  return Response.json(await createGroup(context.db, { userId: user.id, input }), { status: 201 });
}
