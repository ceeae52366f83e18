import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId } from "~/lib/server/auth.server";
import { GROUP_PAGE_SIZE, listGroupsQuery } from "~/lib/groups";
import { jsonError } from "~/lib/server/http";
import { parseQuery } from "~/lib/server/validate.server";
import { listGroups } from "~/models/group.server";

/** GET /api/groups?category=&search=&tab=all|public|my-groups&cursor=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { limit, ...filters } = parseQuery(listGroupsQuery, request);
  // Public reading (issue 20): a visitor sees what anyone sees, with nothing marked as theirs.
  const viewerId = await getViewerId(context.db, request);
  return Response.json(await listGroups(context.db, { viewerId, filters, limit: limit ?? GROUP_PAGE_SIZE }));
}

export function action() {
  return jsonError(405, "Use GET to list groups; POST /api/groups/:id/join or /leave to change membership.");
}
