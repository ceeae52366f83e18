import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { updateCampaignSchema } from "~/lib/ads/schema";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { getCampaign } from "~/models/campaign.server";
import { perform } from "~/server/commands/adapters.server";
import { editAdCampaign } from "~/server/commands/ads.server";

/** GET /api/campaigns/:id : one of the caller's campaigns, 404 otherwise. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request, { permission: "ads:manage" });
  const campaign = await getCampaign(context.db, { userId: user.id, id });
  return campaign ? Response.json(campaign) : jsonError(404, `Campaign ${id} not found.`);
}

/**
 * PATCH /api/campaigns/:id : edit name, objective, budget, dates, and/or status (pause,
 * resume, complete, archive). Resuming past the month's spend limit is 403.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["PATCH"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(updateCampaignSchema, request);
  return Response.json(await perform(editAdCampaign, { ...context, request }, { campaignId: id, input }));
}
