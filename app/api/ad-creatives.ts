import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LIBRARY_PAGE_SIZE } from "~/lib/ads/ads";
import { createCreativeSchema, listCreativesQuery } from "~/lib/ads/schema";
import { accountNotFound } from "~/server/ads-errors.server";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listCreatives } from "~/models/ad-creative.server";
import { perform } from "~/server/commands/adapters.server";
import { createAdCreative } from "~/server/commands/ads.server";

/** GET /api/ad-creatives?accountId=&type=&q=&cursor=&limit= : newest first, with performance. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(listCreativesQuery, request);
  const user = await requireUser(context.db, request, { permission: "ads:manage" });
  const limit = query.limit ?? LIBRARY_PAGE_SIZE;
  const { accountId, page } = await listCreatives(context.db, { userId: user.id, filters: { ...query, limit } });
  if (query.accountId !== undefined && !accountId) return accountNotFound(query.accountId);
  return Response.json(page);
}

/** POST /api/ad-creatives : 201 with the creative; 403 plan_upgrade_required at the creatives limit. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(createCreativeSchema, request);
  return Response.json(await perform(createAdCreative, { ...context, request }, input), { status: 201 });
}
