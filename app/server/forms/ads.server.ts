// The Ads Manager's dialogs (campaign, creative, audience) posted to /ads: the same schemas and
// commands as POST /api/campaigns, PATCH /api/campaigns/:id, POST /api/ad-creatives and
// POST /api/audiences, reached by a plain form post. A plan limit is refused as the API refuses it
// (403 plan_upgrade_required, with the plan that lifts it), so the dialog offers the upgrade.
import { formSuccess, FormRefusal, numberOf, optional, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { createAdAudience, createAdCampaign, createAdCreative, editAdCampaign } from "../commands/ads.server";
import { ADS_DIALOG_PARAMS } from "~/lib/ads/ads";
import {
  createAudienceSchema,
  createCampaignSchema,
  createCreativeSchema,
  updateCampaignSchema,
} from "~/lib/ads/schema";

type Fields = Record<string, string>;

/** The page the form was on, without the params that asked for its dialog. */
function pageOf(request: Request) {
  const url = new URL(request.url);
  for (const name of [...ADS_DIALOG_PARAMS, "index"]) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

const campaignFields = (fields: Fields) => ({
  name: fields.name ?? "",
  objective: fields.objective,
  budget: numberOf(fields.budget),
  startDate: fields.startDate,
  endDate: optional(fields.endDate) ?? null,
});
const optionalId = (value: string | undefined) => (value === "none" ? null : (numberOf(value) ?? null));

export function adsForms(call: Call) {
  // A plain post lands on the page it came from (its dialog closed), at what the action made or changed.
  const landAt = (intent: string, result: Record<string, number>, hash: string) =>
    formSuccess(call.request, intent, result, { redirectTo: pageOf(call.request), hash });
  return {
    "create-campaign": async (fields: Fields) => {
      const input = parseWith(createCampaignSchema, {
        ...campaignFields(fields),
        accountId: numberOf(fields.accountId),
        audienceId: optionalId(fields.audienceId),
        creativeId: optionalId(fields.creativeId),
      });
      const campaign = await perform(createAdCampaign, call, input);
      return landAt("create-campaign", { campaignId: campaign.id }, `campaign-${campaign.id}`);
    },
    "edit-campaign": async (fields: Fields) => {
      const id = numberOf(fields.campaignId);
      if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)
        throw new FormRefusal({}, "Choose a campaign to edit.");
      const input = parseWith(updateCampaignSchema, campaignFields(fields));
      await perform(editAdCampaign, call, { campaignId: id, input });
      return landAt("edit-campaign", { campaignId: id }, `campaign-${id}`);
    },
    "create-creative": async (fields: Fields) => {
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
      const creative = await perform(createAdCreative, call, input);
      return landAt("create-creative", { creativeId: creative.id }, `creative-${creative.id}`);
    },
    "create-audience": async (fields: Fields) => {
      const input = parseWith(createAudienceSchema, {
        accountId: numberOf(fields.accountId),
        type: fields.type,
        name: fields.name ?? "",
        description: fields.description ?? "",
        sourceType: fields.sourceType,
        isActive: fields.isActive === "on",
      });
      const audience = await perform(createAdAudience, call, input);
      return landAt("create-audience", { audienceId: audience.id }, `audience-${audience.id}`);
    },
  };
}
