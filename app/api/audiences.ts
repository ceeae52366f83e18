import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LIBRARY_PAGE_SIZE } from "~/lib/ads/ads";
import { createAudienceSchema, listAudiencesQuery } from "~/lib/ads/schema";
import { accountNotFound } from "~/server/ads-errors.server";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listAudiences } from "~/models/audience.server";
import { perform } from "~/server/commands/adapters.server";
import { createAdAudience } from "~/server/commands/ads.server";

/** GET /api/audiences?accountId=&type=&status=active|inactive&q=&cursor=&limit= : newest first, with performance. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(listAudiencesQuery, request);
  const user = await requireUser(context.db, request, { permission: "ads:manage" });
  const limit = query.limit ?? LIBRARY_PAGE_SIZE;
  const { accountId, page } = await listAudiences(context.db, { userId: user.id, filters: { ...query, limit } });
  if (query.accountId !== undefined && !accountId) return accountNotFound(query.accountId);
  return Response.json(page);
}

/** POST /api/audiences : 201 with the audience; 403 plan_upgrade_required at the audiences limit. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(createAudienceSchema, request);
  return Response.json(await perform(createAdAudience, { ...context, request }, input), { status: 201 });
}
