import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CAMPAIGN_PAGE_SIZE } from "~/lib/ads/ads";
import { createCampaignSchema, listCampaignsQuery } from "~/lib/ads/schema";
import { accountNotFound } from "~/server/ads-errors.server";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listCampaigns } from "~/models/campaign.server";
import { perform } from "~/server/commands/adapters.server";
import { createAdCampaign } from "~/server/commands/ads.server";

/** GET /api/campaigns?accountId=&status=&objective=&q=&cursor=&limit= : newest first, `{ items, nextCursor }`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(listCampaignsQuery, request);
  const user = await requireUser(context.db, request, { permission: "ads:manage" });
  const limit = query.limit ?? CAMPAIGN_PAGE_SIZE;
  const { accountId, page } = await listCampaigns(context.db, { userId: user.id, filters: { ...query, limit } });
  if (query.accountId !== undefined && !accountId) return accountNotFound(query.accountId);
  return Response.json(page);
}

/** POST /api/campaigns: a campaign with its first ad set and ad; 403 plan_upgrade_required past a limit. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const input = await parseJsonBody(createCampaignSchema, request);
  return Response.json(await perform(createAdCampaign, { ...context, request }, input), { status: 201 });
}
