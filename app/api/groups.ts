import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId } from "~/server/auth.server";
import { createGroupSchema, GROUP_PAGE_SIZE, listGroupsQuery } from "~/lib/groups";
import { allowMethods } from "~/server/http";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listGroups } from "~/models/group.server";
import { perform } from "~/server/commands/adapters.server";
import { createAGroup } from "~/server/commands/groups.server";

/** GET /api/groups?category=&search=&tab=all|public|my-groups&cursor=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { limit, ...filters } = parseQuery(listGroupsQuery, request);
  // Public reading: a visitor sees what anyone sees, with nothing marked as theirs.
  const viewerId = await getViewerId(context.db, request);
  return Response.json(await listGroups(context.db, { viewerId, filters, limit: limit ?? GROUP_PAGE_SIZE }));
}

/** POST /api/groups: a member creates a group and becomes its first group moderator. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(createGroupSchema, request);
  return Response.json(await perform(createAGroup, { ...context, request }, input), { status: 201 });
}
