// Commands of the Ads Manager: opening an ad account, and an advertiser's campaigns, creatives and
// audiences. A plan limit is refused as 403 plan_upgrade_required, naming the plan that lifts it.
import type { z } from "zod";
import { utcToday } from "~/lib/ads/ads";
import { ADS_TEXTS } from "~/lib/texts/ads";
import type { createCampaignSchema, createCreativeSchema, updateCampaignSchema } from "~/lib/ads/schema";
import { createAdAccount } from "~/models/ad-account.server";
import type { Db } from "~/models/db.server";
import { createCreative } from "~/models/ad-creative.server";
import { createAudience } from "~/models/audience.server";
import { mediaUrl, ownUnattachedImage } from "~/models/media.server";
import { PlanLimitError } from "~/models/billing/usage.server";
import { CampaignInputError, createCampaign, updateCampaign } from "~/models/campaign.server";
import { defineCommand, Refusal } from "./command.server";

const ADVERTISER = { permission: "ads:manage" } as const;

/** The ads models' refusals as a command's: a plan limit with its upgrade, an input error at its field. */
async function adsRefusals<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PlanLimitError) {
      const { limitType, used, limit, currentPlan, requiredPlan } = error;
      throw new Refusal("forbidden", error.message, {
        body: { reason: "plan_upgrade_required", limitType, used, limit, currentPlan, requiredPlan },
      });
    }
    if (error instanceof CampaignInputError) {
      const atField = error.path && error.status === 400;
      throw new Refusal(
        error.status === 404 ? "not_found" : "invalid",
        atField ? `Invalid request body (${error.path}): ${error.message}` : error.message,
        {
          status: error.status,
          ...(atField ? { fieldErrors: { [error.path!]: error.message } } : {}),
        },
      );
    }
    throw error;
  }
}

const noAccount = (accountId: number | undefined) =>
  new Refusal("not_found", accountId === undefined ? "You have no ad account." : `Ad account ${accountId} not found.`);

export const openAdAccount = defineCommand<
  { accountName: string },
  NonNullable<Awaited<ReturnType<typeof createAdAccount>>>
>({
  name: "openAdAccount",
  policy: { who: "member" },
  async run({ db, actor, input: { accountName } }) {
    const account = await createAdAccount(db, { userId: actor.id, accountName });
    if (!account) throw new Refusal("not_found", "Your account could not be found.");
    return account;
  },
});

type CampaignInput = z.output<typeof createCampaignSchema>;
type CampaignEdit = { campaignId: number; input: z.output<typeof updateCampaignSchema> };
type Campaign = Awaited<ReturnType<typeof createCampaign>>;

export const createAdCampaign = defineCommand<CampaignInput, Campaign>({
  name: "createCampaign",
  policy: { who: ADVERTISER, rateLimit: "campaign" },
  run: ({ db, actor, input }) => adsRefusals(() => createCampaign(db, { userId: actor.id, input, today: utcToday() })),
});

export const editAdCampaign = defineCommand<CampaignEdit, NonNullable<Awaited<ReturnType<typeof updateCampaign>>>>({
  name: "editCampaign",
  policy: { who: ADVERTISER },
  async run({ db, actor, input: { campaignId, input } }) {
    const campaign = await adsRefusals(() =>
      updateCampaign(db, { userId: actor.id, id: campaignId, input, today: utcToday() }),
    );
    if (!campaign) throw new Refusal("not_found", `Campaign ${campaignId} not found.`);
    return campaign;
  },
});

/** A command that adds something to one of the advertiser's ad accounts (null from the model: not theirs). */
function accountItem<I extends { accountId?: number }, O>(
  name: string,
  create: (db: Db, options: { userId: number; input: I; today: string }) => Promise<O | null>,
) {
  return defineCommand<I, O>({
    name,
    policy: { who: ADVERTISER },
    async run({ db, actor, input }) {
      const made = await adsRefusals(() => create(db, { userId: actor.id, input, today: utcToday() }));
      if (!made) throw noAccount(input.accountId);
      return made;
    },
  });
}

type CreativeInput = z.output<typeof createCreativeSchema>;
type Creative = NonNullable<Awaited<ReturnType<typeof createCreative>>>;
const { creativeImageNotYours: IMAGE_NOT_YOURS, creativeImageAltRequired: IMAGE_UNDESCRIBED } = ADS_TEXTS;

/** A creative, with the advertiser's own uploaded image if it has one; the image must be described. */
export const createAdCreative = defineCommand<CreativeInput, Creative>({
  name: "createCreative",
  policy: { who: ADVERTISER },
  async prepare({ db, actor, input: { mediaId, imageAlt } }) {
    if (mediaId === undefined) return;
    const image = await ownUnattachedImage(db, { id: mediaId, ownerId: actor.id });
    if (!image) throw new Refusal("invalid", IMAGE_NOT_YOURS, { fieldErrors: { mediaId: IMAGE_NOT_YOURS } });
    if (!(imageAlt ?? image.alt))
      throw new Refusal("invalid", IMAGE_UNDESCRIBED, { fieldErrors: { imageAlt: IMAGE_UNDESCRIBED } });
  },
  async run({ db, actor, input }) {
    const found =
      input.mediaId === undefined ? null : await ownUnattachedImage(db, { id: input.mediaId, ownerId: actor.id });
    const image = found ? { id: found.id, url: mediaUrl(found.key), alt: input.imageAlt ?? found.alt ?? "" } : null;
    const made = await adsRefusals(() => createCreative(db, { userId: actor.id, input, image, today: utcToday() }));
    if (!made) throw noAccount(input.accountId);
    return made;
  },
});
export const createAdAudience = accountItem("createAudience", createAudience);
