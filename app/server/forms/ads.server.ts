// The Ads Manager's dialogs (campaign, creative, audience) posted to /ads: the same checks, schemas
// and model calls as POST /api/campaigns, PATCH /api/campaigns/:id, POST /api/ad-creatives and
// POST /api/audiences, reached by a plain form post. A plan limit is refused as the API refuses it
// (403 plan_upgrade_required, with the plan that lifts it), so the dialog offers the upgrade.
import type { Db } from "~/models/db.server";
import { requireUser } from "../auth.server";
import { accountNotFound, adsWrite } from "../ads-errors.server";
import { formSuccess, FormRefusal, numberOf, optional, parseWith } from "../form.server";
import { jsonError } from "../http";
import { enforceRateLimit } from "../rate-limit.server";
import { ADS_DIALOG_PARAMS, utcToday } from "~/lib/ads/ads";
import {
  createAudienceSchema,
  createCampaignSchema,
  createCreativeSchema,
  updateCampaignSchema,
} from "~/lib/ads/schema";
import { createCreative } from "~/models/ad-creative.server";
import { createAudience } from "~/models/audience.server";
import { CampaignInputError, createCampaign, updateCampaign } from "~/models/campaign.server";

type Fields = Record<string, string>;

/** The page the form was on, without the params that asked for its dialog. */
function pageOf(request: Request) {
  const url = new URL(request.url);
  for (const name of [...ADS_DIALOG_PARAMS, "index"]) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** The API's answer to a model refusal, thrown so formAction answers it: a field error where the model names one. */
async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CampaignInputError && error.status === 400 && error.path)
      throw new FormRefusal({ [error.path]: error.message });
    // adsWrite turns a plan limit (and the other refusals) into the API's response.
    throw await adsWrite(() => Promise.reject(error));
  }
}

const campaignFields = (fields: Fields) => ({
  name: fields.name ?? "",
  objective: fields.objective,
  budget: numberOf(fields.budget),
  startDate: fields.startDate,
  endDate: optional(fields.endDate) ?? null,
});
const optionalId = (value: string | undefined) => (value === "none" ? null : (numberOf(value) ?? null));

export function adsForms(db: Db, request: Request) {
  const advertiser = () => requireUser(db, request, { permission: "ads:manage" });
  // A plain post lands on the page it came from (its dialog closed), at what the action made or changed.
  const landAt = (intent: string, result: Record<string, number>, hash: string) =>
    formSuccess(request, intent, result, { redirectTo: pageOf(request), hash });
  return {
    "create-campaign": async (fields: Fields) => {
      const user = await advertiser();
      const input = parseWith(createCampaignSchema, {
        ...campaignFields(fields),
        accountId: numberOf(fields.accountId),
        audienceId: optionalId(fields.audienceId),
        creativeId: optionalId(fields.creativeId),
      });
      await enforceRateLimit(db, { userId: user.id, action: "campaign" });
      const campaign = await write(() => createCampaign(db, { userId: user.id, input, today: utcToday() }));
      return landAt("create-campaign", { campaignId: campaign.id }, `campaign-${campaign.id}`);
    },
    "edit-campaign": async (fields: Fields) => {
      const user = await advertiser();
      const id = numberOf(fields.campaignId);
      if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)
        throw new FormRefusal({}, "Choose a campaign to edit.");
      const input = parseWith(updateCampaignSchema, campaignFields(fields));
      const campaign = await write(() => updateCampaign(db, { userId: user.id, id, input, today: utcToday() }));
      if (!campaign) throw jsonError(404, `Campaign ${id} not found.`);
      return landAt("edit-campaign", { campaignId: id }, `campaign-${id}`);
    },
    "create-creative": async (fields: Fields) => {
      const user = await advertiser();
      const input = parseWith(createCreativeSchema, {
        accountId: numberOf(fields.accountId),
        name: fields.name ?? "",
        type: fields.type,
        headline: fields.headline ?? "",
        primaryText: fields.primaryText ?? "",
        callToAction: fields.callToAction ?? "",
        imageUrl: fields.imageUrl,
        status: fields.status,
      });
      const creative = await write(() => createCreative(db, { userId: user.id, input, today: utcToday() }));
      if (!creative) throw accountNotFound(input.accountId);
      return landAt("create-creative", { creativeId: creative.id }, `creative-${creative.id}`);
    },
    "create-audience": async (fields: Fields) => {
      const user = await advertiser();
      const input = parseWith(createAudienceSchema, {
        accountId: numberOf(fields.accountId),
        type: fields.type,
        name: fields.name ?? "",
        description: fields.description ?? "",
        sourceType: fields.sourceType,
        isActive: fields.isActive === "on",
      });
      const audience = await write(() => createAudience(db, { userId: user.id, input, today: utcToday() }));
      if (!audience) throw accountNotFound(input.accountId);
      return landAt("create-audience", { audienceId: audience.id }, `audience-${audience.id}`);
    },
  };
}
