import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewerId } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { listResourcesQuery, RESOURCE_PAGE_SIZE } from "~/lib/resources";
import { parseQuery } from "~/server/validate.server";
import { listResources } from "~/models/resource.server";

/** GET /api/resources?category=&search=&tab=all|verified|popular|recent&cursor=&limit= */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { limit, ...filters } = parseQuery(listResourcesQuery, request);
  // Public reading: a visitor sees what anyone sees, with nothing marked as theirs.
  const viewerId = await getViewerId(context.db, request);
  return Response.json(await listResources(context.db, { viewerId, filters, limit: limit ?? RESOURCE_PAGE_SIZE }));
}

export function action() {
  return jsonError(405, "Use GET to list resources; POST /api/resources/:id/helpful to vote.");
}
