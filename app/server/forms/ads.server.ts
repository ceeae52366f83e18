// The Ads Manager's forms posted to /ads: the campaign, creative and audience dialogs, a campaign
// card's pause, resume and archive, and Bulk Upload's file of creatives. The same schemas and
// commands as POST /api/campaigns, PATCH /api/campaigns/:id, POST /api/ad-creatives and
// POST /api/audiences, reached by a plain form post. A plan limit is refused as the API refuses it
// (403 plan_upgrade_required, with the plan that lifts it), so the dialog offers the upgrade.
import { formSuccess, FormRefusal, numberOf, optional, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { createAdAudience, createAdCampaign, createAdCreative, editAdCampaign } from "../commands/ads.server";
import { uploadImage } from "../commands/media.server";
import { requireUser } from "../auth.server";
import { inspectFile } from "../media-upload.server";
import { ADS_DIALOG_PARAMS, BULK_COLUMNS, BULK_MAX } from "~/lib/ads/ads";
import { parseCsv } from "~/lib/csv";
import { ADS_TEXTS } from "~/lib/texts";
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

const campaignIdOf = (fields: Fields, what: string) => {
  const id = numberOf(fields.campaignId);
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)
    throw new FormRefusal({}, `Choose a campaign to ${what}.`);
  return id;
};

/** What Bulk Upload answers: how many were made, each row's problem, and the plan limit that stopped it. */
export type BulkUploadResult = {
  created: number;
  total: number;
  problems: string[];
  limit: { error: string; requiredPlan: string } | null;
};

/** A command's refusal as thrown to a form (a Response with the API's JSON body). */
async function refusalBody(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
}

export function adsForms(call: Call) {
  // A plain post lands on the page it came from (its dialog closed), at what the action made or changed.
  const landAt = (intent: string, result: Record<string, number>, hash: string) =>
    formSuccess(call.request, intent, result, { redirectTo: pageOf(call.request), hash });
  // A card's status button: pause and resume change the card in place; archive takes it off the list.
  const setStatus = (intent: string, status: "active" | "paused" | "archived") => async (fields: Fields) => {
    const id = campaignIdOf(fields, "change");
    const input = parseWith(updateCampaignSchema, { status });
    const campaign = await perform(editAdCampaign, call, { campaignId: id, input });
    const hash = status === "archived" ? "campaigns-heading" : `campaign-status-${id}`;
    return formSuccess(
      call.request,
      intent,
      { campaignId: id, status: campaign.status },
      { redirectTo: pageOf(call.request), hash },
    );
  };
  return {
    "pause-campaign": setStatus("pause-campaign", "paused"),
    "resume-campaign": setStatus("resume-campaign", "active"),
    "archive-campaign": setStatus("archive-campaign", "archived"),
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
      const id = campaignIdOf(fields, "edit");
      const input = parseWith(updateCampaignSchema, campaignFields(fields));
      await perform(editAdCampaign, call, { campaignId: id, input });
      return landAt("edit-campaign", { campaignId: id }, `campaign-${id}`);
    },
    // The image comes in the same multipart post: checked and stored as POST /api/media stores one,
    // once the rest of the form is known to be good, then the creative takes it.
    "create-creative": async (fields: Fields, _form: URLSearchParams, files: Record<string, File>) => {
      const chosen = files.image && files.image.size > 0 ? files.image : undefined;
      const input = parseWith(createCreativeSchema, {
        accountId: numberOf(fields.accountId),
        name: fields.name ?? "",
        type: fields.type,
        headline: fields.headline ?? "",
        primaryText: fields.primaryText ?? "",
        callToAction: fields.callToAction ?? "",
        imageAlt: chosen ? (fields.imageAlt ?? "") : undefined,
        status: fields.status,
      });
      if (chosen) {
        // Only an advertiser's file is read and stored.
        await requireUser(call.db, call.request, { permission: "ads:manage" });
        const file = await inspectFile(chosen, "image");
        const image = await perform(uploadImage, call, { file, still: null, alt: input.imageAlt ?? null });
        input.mediaId = image.id;
      }
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
    // The browser reads the file (script first) and posts its text; each row is checked and made
    // as POST /api/ad-creatives makes one, stopping at the plan's limit.
    "upload-creatives": async (fields: Fields) => {
      const { accountId } = parseWith(createCreativeSchema.pick({ accountId: true }), {
        accountId: numberOf(fields.accountId),
      });
      const [header, ...rows] = parseCsv(fields.csv ?? "");
      if (!header || BULK_COLUMNS.some((column) => !header.includes(column)))
        throw new FormRefusal({}, ADS_TEXTS.bulkColumns(BULK_COLUMNS.join(", ")));
      if (rows.length === 0) throw new FormRefusal({}, ADS_TEXTS.bulkEmpty);
      if (rows.length > BULK_MAX) throw new FormRefusal({}, ADS_TEXTS.bulkTooMany(BULK_MAX));
      const result: BulkUploadResult = { created: 0, total: rows.length, problems: [], limit: null };
      for (const [index, row] of rows.entries()) {
        const line = index + 2;
        const cells = Object.fromEntries(BULK_COLUMNS.map((column) => [column, row[header.indexOf(column)] ?? ""]));
        const parsed = createCreativeSchema.safeParse({ accountId, ...cells });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          result.problems.push(`Row ${line}: ${issue?.path.join(".")} ${issue?.message}`);
          continue;
        }
        try {
          await perform(createAdCreative, call, parsed.data);
          result.created++;
        } catch (error) {
          if (!(error instanceof Response)) throw error;
          const body = await refusalBody(error);
          if (body.reason === "plan_upgrade_required") {
            result.limit = { error: String(body.error), requiredPlan: String(body.requiredPlan) };
            result.problems.push(ADS_TEXTS.bulkStopped(line));
            break;
          }
          // A row the model refuses is that row's problem; any other refusal (no account, a suspension) is the upload's.
          if (error.status !== 400) throw error;
          result.problems.push(`Row ${line}: ${typeof body.error === "string" ? body.error : ADS_TEXTS.saveFailed}`);
        }
      }
      return formSuccess(call.request, "upload-creatives", result, {
        redirectTo: pageOf(call.request),
        hash: "creatives-heading",
      });
    },
  };
}
