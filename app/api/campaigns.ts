import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CAMPAIGN_PAGE_SIZE, utcToday } from "~/lib/ads/ads";
import { createCampaignSchema, listCampaignsQuery } from "~/lib/ads/schema";
import { accountNotFound, adsWrite } from "~/server/ads-errors.server";
import { requireUser } from "~/server/auth.server";
import { allowMethods } from "~/server/http";
import { enforceRateLimit } from "~/server/rate-limit.server";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { createCampaign, listCampaigns } from "~/models/campaign.server";

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
  const user = await requireUser(context.db, request, { permission: "ads:manage" });
  const input = await parseJsonBody(createCampaignSchema, request);
  await enforceRateLimit(context.db, { userId: user.id, action: "campaign" });
  return adsWrite(async () =>
    Response.json(await createCampaign(context.db, { userId: user.id, input, today: utcToday() }), { status: 201 }),
  );
}
