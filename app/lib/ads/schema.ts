// The Ads Manager's zod schemas: the resource routes' queries and bodies, and the forms' checks.
// Apart from ./ads so that the campaigns list, which most visits see, does not load zod.
import { z } from "zod";
import {
  AUDIENCE_STATUS_FILTERS,
  AUDIENCE_TYPE_TABS,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_STATUS_FILTERS,
  CREATIVE_TYPE_FILTERS,
  DATE_RANGES,
  MAX_BUDGET_DOLLARS,
  MAX_RANGE_DAYS,
  OBJECTIVE_FILTERS,
  daysBetween,
} from "./ads";
import { keysetCursor, limitParam, searchParam } from "../lists";
import { creativeAltField } from "../media";
import { idString } from "../schemas";
import {
  AUDIENCE_SOURCES,
  AUDIENCE_TYPES,
  CAMPAIGN_OBJECTIVES,
  CAMPAIGN_STATUSES,
  CREATIVE_STATUSES,
  CREATIVE_TYPES,
} from "../vocab";

// ---------------------------------------------------------------- shared primitives

/** A calendar date as YYYY-MM-DD that really exists (2026-02-30 is refused). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/, "must be a date as YYYY-MM-DD")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "is not a real date",
  );

const trimmed = (max: number, what: string) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);

/** Whole dollars and cents, positive. Stored as integer cents. */
const dollars = z
  .number()
  .positive("must be more than 0")
  .max(MAX_BUDGET_DOLLARS, `must be at most ${MAX_BUDGET_DOLLARS}`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "must have at most 2 decimals");

const idCursor = keysetCursor(z.tuple([z.number().int().positive()]));

// ---------------------------------------------------------------- queries

/** Opening an ad account: a member becomes an advertiser by creating one. */
export const createAccountSchema = z.strictObject({
  accountName: z.string().trim().min(1, "Name the ad account").max(100, "Use at most 100 characters"),
});

export const accountQuery = z.object({ accountId: idString.optional() }).strict();

export const listCampaignsQuery = z
  .object({
    accountId: idString.optional(),
    status: z.enum(CAMPAIGN_STATUS_FILTERS).optional(),
    objective: z.enum(OBJECTIVE_FILTERS).optional(),
    q: searchParam.optional(),
    cursor: idCursor.optional(),
    limit: limitParam(100).optional(),
  })
  .strict();
export type CampaignListQuery = z.output<typeof listCampaignsQuery>;
export const exportCampaignsQuery = listCampaignsQuery.omit({ cursor: true, limit: true });

export const analyticsQuery = z
  .object({
    accountId: idString.optional(),
    range: z.enum(DATE_RANGES).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const custom =
      query.range === "custom" || (query.range === undefined && (query.from !== undefined || query.to !== undefined));
    if (custom) {
      if (!query.from) ctx.addIssue({ code: "custom", path: ["from"], message: "is required for a custom range" });
      if (!query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "is required for a custom range" });
      if (query.from && query.to) {
        if (query.from > query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "must be on or after from" });
        else if (daysBetween(query.from, query.to) + 1 > MAX_RANGE_DAYS)
          ctx.addIssue({ code: "custom", path: ["to"], message: `a range may span at most ${MAX_RANGE_DAYS} days` });
      }
    } else if (query.from !== undefined || query.to !== undefined) {
      ctx.addIssue({ code: "custom", path: ["range"], message: "from and to go with range=custom" });
    }
  });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

export const listCreativesQuery = z
  .object({
    accountId: idString.optional(),
    type: z.enum(CREATIVE_TYPE_FILTERS).optional(),
    q: searchParam.optional(),
    cursor: idCursor.optional(),
    limit: limitParam(100).optional(),
  })
  .strict();

export const listAudiencesQuery = z
  .object({
    accountId: idString.optional(),
    type: z.enum(AUDIENCE_TYPE_TABS).optional(),
    // Filters by active state (the spec's page compared it against the type, which was a bug).
    status: z.enum(AUDIENCE_STATUS_FILTERS).optional(),
    q: searchParam.optional(),
    cursor: idCursor.optional(),
    limit: limitParam(100).optional(),
  })
  .strict();

// ---------------------------------------------------------------- bodies

const campaignFields = {
  name: trimmed(CAMPAIGN_NAME_MAX, "Name"),
  objective: z.enum(CAMPAIGN_OBJECTIVES),
  budget: dollars,
  startDate: isoDate,
  endDate: isoDate.nullable().optional(),
};

const endAfterStart = (value: { startDate?: string; endDate?: string | null }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "must be on or after the start date" });
  }
};

export const createCampaignSchema = z
  .object({
    accountId: z.number().int().positive(),
    ...campaignFields,
    status: z.enum(["active", "paused"]).default("active"),
    audienceId: z.number().int().positive().nullable().optional(),
    creativeId: z.number().int().positive().nullable().optional(),
  })
  .strict()
  .superRefine(endAfterStart);
export type CreateCampaignInput = z.output<typeof createCampaignSchema>;

/** Edit, pause, resume, complete or archive. At least one field. */
export const updateCampaignSchema = z
  .object({
    name: campaignFields.name.optional(),
    objective: campaignFields.objective.optional(),
    budget: dollars.optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.nullable().optional(),
    status: z.enum(CAMPAIGN_STATUSES).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, "send at least one field to change")
  .superRefine(endAfterStart);
export type UpdateCampaignInput = z.output<typeof updateCampaignSchema>;

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => value === "" || value.startsWith("/") || /^https:\/\//.test(value),
    "must be an https:// address or a path on this site",
  )
  .transform((value) => value || null)
  .nullable()
  .optional();

export const createCreativeSchema = z
  .object({
    accountId: z.number().int().positive(),
    name: trimmed(100, "Name"),
    type: z.enum(CREATIVE_TYPES),
    headline: trimmed(120, "Headline"),
    primaryText: trimmed(500, "Primary text"),
    callToAction: trimmed(40, "Call to action"),
    // The image is an upload (POST /api/media, or the page's file field), checked as every image
    // is; its description is required, since an ad is shown to everyone (docs/features/ads.md).
    mediaId: z.number().int().positive().optional(),
    imageAlt: creativeAltField.optional(),
    videoUrl: optionalUrl,
    status: z.enum(CREATIVE_STATUSES).default("draft"),
  })
  .strict();
export type CreateCreativeInput = z.output<typeof createCreativeSchema>;

export const createAudienceSchema = z
  .object({
    accountId: z.number().int().positive(),
    name: trimmed(100, "Name"),
    type: z.enum(AUDIENCE_TYPES),
    sourceType: z.enum(AUDIENCE_SOURCES),
    description: trimmed(300, "Description"),
    isActive: z.boolean().default(true),
  })
  .strict();
export type CreateAudienceInput = z.output<typeof createAudienceSchema>;
